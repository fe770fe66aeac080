package softfloat

import "testing"

func TestParseTable(t *testing.T) {
	tests := []struct {
		f    Format
		s    string
		want Bits
	}{
		{Binary64, "0.1", Bits{Lo: 0x3fb999999999999a}},
		{Binary32, "0.1", Bits{Lo: 0x3dcccccd}},
		{X87, "0.1", Bits{Lo: 0xcccccccccccccccd, Hi: 0x3ffb}},
		{Binary32, "1e-45", Bits{Lo: 1}},
		{Binary32, "7e-46", Bits{Lo: 0}},
		{Binary32, "7.1e-46", Bits{Lo: 1}},
		{Binary64, "0x1.8p3", Bits{Lo: 0x4028000000000000}},
		{Binary64, "0X.8P-1", Bits{Lo: 0x3fd0000000000000}},
		{Binary64, "0x1p-1074", Bits{Lo: 1}},
		{Binary64, "0x1p-1075", Bits{Lo: 0}},
		{Binary64, "0x1.0000000000001p-1075", Bits{Lo: 1}},
		{Binary64, "1e400", Bits{Lo: 0x7ff0000000000000}},
		{Binary64, "1e-400", Bits{Lo: 0}},
		{Binary64, "1.7976931348623158e308", Bits{Lo: 0x7fefffffffffffff}},
		{Binary64, "1.7976931348623159e308", Bits{Lo: 0x7ff0000000000000}},
		{Binary64, "123456789012345678901234567890", Bits{Lo: 0x45f8ee90ff6c373e}},
		{Binary64, "9007199254740993", Bits{Lo: 0x4340000000000000}}, // tie to even
		{Binary64, "1.", Bits{Lo: 0x3ff0000000000000}},
		{Binary64, ".5e1", Bits{Lo: 0x4014000000000000}},
		{Binary64, "-0", Bits{Lo: 1 << 63}},
		{Binary64, "1e999999999999", Bits{Lo: 0x7ff0000000000000}},
		{Binary64, "1e-999999999999", Bits{Lo: 0}},
		{Binary32, "inf", Bits{Lo: 0x7f800000}},
		{Binary32, "nan", Bits{Lo: 0x7fc00000}},
		{X87, "1e4932", Bits{Lo: 0xd72cb2a95c7ef6cd, Hi: 0x7ffe}}, // glibc strtold
		{X87, "1e4933", Bits{Lo: 0x8000000000000000, Hi: 0x7fff}},
		{X87, "3.6e-4951", Bits{Lo: 1}},
	}
	for _, tc := range tests {
		got, err := Parse(tc.f, tc.s)
		if err != nil || got != tc.want {
			t.Errorf("Parse(%v, %q) = %#x, %v; want %#x", tc.f, tc.s, got, err, tc.want)
		}
	}
	for _, s := range []string{"", "e5", "1e", "1e+", "0x", "0x.p1", "1.2.3", "abc", "1_0", "0x1p", "--1"} {
		if _, err := Parse(Binary64, s); err == nil {
			t.Errorf("Parse(%q) accepted", s)
		}
	}
}

func TestParseRounding(t *testing.T) {
	for _, tc := range []struct {
		rm   RoundingMode
		s    string
		want uint64
	}{
		{Downward, "0.1", 0x3fb9999999999999},
		{Upward, "0.1", 0x3fb999999999999a},
		{TowardZero, "-0.1", 0xbfb9999999999999},
		{Downward, "-0.1", 0xbfb999999999999a},
		{TowardZero, "1e400", 0x7fefffffffffffff},
		{Upward, "1e-400", 1},
	} {
		if got, _ := ParseRounding(Binary64, tc.rm, tc.s); got.Lo != tc.want {
			t.Errorf("ParseRounding(%d, %q) = %#x, want %#x", tc.rm, tc.s, got.Lo, tc.want)
		}
	}
}

func TestDecimalHexTable(t *testing.T) {
	tests := []struct {
		f        Format
		x        Bits
		dec, hex string
	}{
		{Binary64, Bits{Lo: 0x3fb999999999999a}, "0.1", "0x1.999999999999ap-4"},
		{Binary32, Bits{Lo: 0x3dcccccd}, "0.1", "0x1.99999ap-4"},
		{X87, Bits{Lo: 0xcccccccccccccccd, Hi: 0x3ffb}, "0.1", "0xc.ccccccccccccccdp-7"},
		{X87, Bits{Lo: 1 << 63, Hi: 0x3fff}, "1", "0x8p-3"},
		{Binary32, Bits{Lo: 1}, "1e-45", "0x1p-149"},
		{Binary64, Bits{Lo: 1}, "5e-324", "0x0.0000000000001p-1022"},
		{Binary64, Bits{Lo: 0x7fefffffffffffff}, "1.7976931348623157e+308", "0x1.fffffffffffffp+1023"},
		{Binary64, Bits{Lo: 1 << 63}, "-0", "-0x0p+0"},
		{Binary64, Bits{Lo: 0x4028000000000000}, "12", "0x1.8p+3"},
		{Binary64, Bits{Lo: 0x4415af1d78b58c40}, "100000000000000000000", "0x1.5af1d78b58c4p+66"},
		{Binary64, Bits{Lo: 0x44b52d02c7e14af6}, "1e+23", "0x1.52d02c7e14af6p+76"},
		{Binary64, Bits{Lo: 0x3f1a36e2eb1c432d}, "0.0001", "0x1.a36e2eb1c432dp-14"},
		{Binary64, Bits{Lo: 0x3ee4f8b588e368f1}, "1e-05", "0x1.4f8b588e368f1p-17"},
		{Binary32, Bits{Lo: 0x7f800000}, "inf", "inf"},
		{Binary32, Bits{Lo: 0xffc00000}, "-nan", "-nan"},
		{X87, Bits{Lo: 1, Hi: 0}, "4e-4951", "0x0.000000000000001p-16385"},
		{X87, Bits{Lo: 0xffffffffffffffff, Hi: 0x7ffe}, "1.189731495357231765e+4932", "0xf.fffffffffffffffp+16380"},
	}
	for _, tc := range tests {
		if got := Decimal(tc.f, tc.x); got != tc.dec {
			t.Errorf("Decimal(%v, %#x) = %q, want %q", tc.f, tc.x, got, tc.dec)
		}
		if got := Hex(tc.f, tc.x); got != tc.hex {
			t.Errorf("Hex(%v, %#x) = %q, want %q", tc.f, tc.x, got, tc.hex)
		}
	}
}

// TestSignedZeros checks the signs of exact zero results, which the
// big.Float comparison leaves out.
func TestSignedZeros(t *testing.T) {
	one, mone := Bits{Lo: 0x3f800000}, Bits{Lo: 0xbf800000}
	pz, nz := Bits{Lo: 0}, Bits{Lo: 0x80000000}
	f := Binary32
	for rm := NearestEven; rm <= TowardZero; rm++ {
		want := pz
		if rm == Downward {
			want = nz
		}
		for _, c := range []struct {
			name string
			got  Bits
			want Bits
		}{
			{"1-1", Sub(f, rm, one, one), want},
			{"1+-1", Add(f, rm, one, mone), want},
			{"0+-0", Add(f, rm, pz, nz), want},
			{"-0+-0", Add(f, rm, nz, nz), nz},
			{"-0-0", Sub(f, rm, nz, pz), nz},
			{"fma(1,1,-1)", FMA(f, rm, one, one, mone), want},
			{"fma(0,-1,0)", FMA(f, rm, pz, mone, pz), want},
			{"fma(0,-1,-0)", FMA(f, rm, pz, mone, nz), nz},
			{"sqrt(-0)", Sqrt(f, rm, nz), nz},
			{"rint(-0.25)", RoundToIntegral(f, rm, Bits{Lo: 0xbe800000}), map[bool]Bits{true: mone, false: nz}[rm == Downward]},
			{"-0*5", Mul(f, rm, nz, Bits{Lo: 0x40a00000}), nz},
			{"1/-inf", Div(f, rm, one, Bits{Lo: 0xff800000}), nz},
			{"(int)0 -> float", FromInt(f, rm, Bits{}, 32, true), pz},
		} {
			if c.got != c.want {
				t.Errorf("mode %d: %s = %#x, want %#x", rm, c.name, c.got.Lo, c.want.Lo)
			}
		}
	}
}

// TestToIntRange checks the limits of ToInt and the bits of its
// undefined cases.
func TestToIntRange(t *testing.T) {
	f := Binary64
	d := func(s string) Bits { b, _ := Parse(f, s); return b }
	for _, c := range []struct {
		x      string
		width  int
		signed bool
		want   uint64
		ok     bool
	}{
		{"127.9", 8, true, 127, true},
		{"128", 8, true, 0x80, false},
		{"-128.9", 8, true, 0x80, true},
		{"-129", 8, true, 0x80, false},
		{"255.5", 8, false, 255, true},
		{"256", 8, false, 0, false},
		{"-0.9", 8, false, 0, true},
		{"-1", 8, false, 0xff, false},
		{"-1", 32, false, 0xffffffff, false},
		{"4294967296.5", 32, false, 0, false},
		{"2147483647.9", 32, true, 0x7fffffff, true},
		{"-2147483648.9", 32, true, 0x80000000, true},
		{"2147483648", 32, true, 0x80000000, false},
		{"9223372036854775807", 64, true, 1 << 63, false}, // rounds to 2^63
		{"-9223372036854775808", 64, true, 1 << 63, true},
		{"18446744073709549568", 64, false, 0xfffffffffffff800, true},
		{"18446744073709551616", 64, false, 0, false},
		{"1e300", 64, false, 0, false},
		{"inf", 32, false, 0x80000000, false},
		{"nan", 16, true, 0x8000, false},
	} {
		got, ok := ToInt(f, d(c.x), c.width, c.signed)
		if got.Lo != c.want || ok != c.ok || got.Hi != 0 {
			t.Errorf("ToInt(%s, %d, %v) = %#x, %v; want %#x, %v", c.x, c.width, c.signed, got.Lo, ok, c.want, c.ok)
		}
	}
}

// TestX87Encodings pins down how x87's non-canonical encodings read.
func TestX87Encodings(t *testing.T) {
	f := X87
	one := Bits{Lo: 1 << 63, Hi: 0x3fff}
	unnormal := Bits{Lo: 1 << 62, Hi: 0x3fff}
	pseudoInf := Bits{Lo: 0, Hi: 0x7fff}
	pseudoNaN := Bits{Lo: 1, Hi: 0x7fff}
	pseudoDenormal := Bits{Lo: 1 << 63, Hi: 0} // the value 2^-16382
	smallest := Bits{Lo: 1 << 63, Hi: 1}
	for _, x := range []Bits{unnormal, pseudoInf, pseudoNaN} {
		if !IsNaN(f, x) || Classify(f, x) != ClassNaN || Equal(f, x, x) {
			t.Errorf("%#x does not read as NaN", x)
		}
		if got := Add(f, NearestEven, x, one); got != DefaultNaN(f) {
			t.Errorf("%#x + 1 = %#x, want the default NaN", x, got)
		}
	}
	if !Equal(f, pseudoDenormal, smallest) || Classify(f, pseudoDenormal) != ClassNormal {
		t.Errorf("the pseudo-denormal does not read as 2^-16382")
	}
	if got := Mul(f, NearestEven, pseudoDenormal, one); got != smallest {
		t.Errorf("pseudo-denormal * 1 = %#x, want %#x", got, smallest)
	}
}

// TestDecimalRoundTrip checks that Decimal reads back in every format and
// is as short as strconv's shortest for float.
func TestDecimalRoundTrip(t *testing.T) {
	r := newRand(6)
	for _, f := range []Format{Binary32, X87, tiny, {ExpBits: 4, FracBits: 5, ExplicitInt: true}} {
		for i := 0; i < count(500); i++ {
			x := randFinite(r, f)
			s := Decimal(f, x)
			back, err := Parse(f, s)
			if err != nil || !Equal(f, back, x) || SignBit(f, back) != SignBit(f, x) {
				t.Fatalf("Decimal(%v, %#x) = %q reads back as %#x", f, x, s, back)
			}
			if f == Binary32 {
				want := strconvG32(x)
				if len(digitsOf(s)) != len(digitsOf(want)) {
					t.Fatalf("Decimal(%#x) = %q, strconv %q", x.Lo, s, want)
				}
			}
			h, err := Parse(f, Hex(f, x))
			if err != nil || !Equal(f, h, x) {
				t.Fatalf("Hex(%v, %#x) = %q reads back as %#x", f, x, Hex(f, x), h)
			}
		}
	}
}
