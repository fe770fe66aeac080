package softfloat

import (
	"bufio"
	"fmt"
	"math/rand"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The gcc test runs testdata/gccref.c, compiled twice: with
// "gcc -m32 -msse2 -mfpmath=sse" (float and double on SSE, as the checker
// models them) and with plain gcc on x86-64 (long double on x87 in both),
// on random and special operands in every rounding mode, and compares
// every result with softfloat bit for bit, NaN payloads included.

func buildRef(t *testing.T, name string, flags ...string) string {
	t.Helper()
	if _, err := exec.LookPath("gcc"); err != nil {
		t.Skip("gcc not installed")
	}
	out := filepath.Join(t.TempDir(), name)
	args := append([]string{"-O0", "-fno-math-errno", "-frounding-math", "-o", out, "testdata/gccref.c", "-lm"}, flags...)
	if msg, err := exec.Command("gcc", args...).CombinedOutput(); err != nil {
		t.Skipf("gcc %s: %v\n%s", strings.Join(flags, " "), err, msg)
	}
	return out
}

type fmtName struct {
	f    Format
	name string
}

var gccFormats = []fmtName{{Binary32, "f"}, {Binary64, "d"}, {X87, "l"}}

func hexBits(f Format, x Bits) string {
	if f.Width() > 64 {
		return fmt.Sprintf("%x%016x", x.Hi, x.Lo)
	}
	return fmt.Sprintf("%x", x.Lo)
}

// randOperand draws any bit pattern of f: finite values biased as in
// randFinite, infinities, NaNs with payloads (quiet and signaling), and for
// x87 the invalid encodings and pseudo-denormals.
func randOperand(r *rand.Rand, f Format) Bits {
	switch r.Intn(10) {
	case 0:
		return f.inf(r.Intn(2) == 0)
	case 1, 2:
		x := f.mask(Bits{Lo: r.Uint64(), Hi: r.Uint64()})
		sig := f.sig(x)&^f.intBit() | f.intBit()
		if sig&^f.intBit() == 0 {
			sig |= 1
		}
		return f.pack(f.sign(x), f.expMax(), sig)
	case 3:
		if f.ExplicitInt {
			x := randFinite(r, f)
			switch r.Intn(3) {
			case 0: // unnormal, pseudo-infinity, pseudo-NaN
				return f.pack(f.sign(x), f.exp(x), f.sig(x)&^f.intBit())
			case 1:
				return f.pack(f.sign(x), f.expMax(), f.sig(x)&^f.intBit())
			default: // pseudo-denormal
				return f.pack(f.sign(x), 0, f.sig(x)|f.intBit())
			}
		}
	}
	return randFinite(r, f)
}

type gccCase struct {
	line string
	want string
	// wantSSE, when set, is the result of the i386 build where its libm
	// differs from x86-64's.
	wantSSE string
	f       Format
	desc    string
}

func gccCases(r *rand.Rand, n int) []gccCase {
	var cs []gccCase
	add := func(f Format, line, want string) {
		cs = append(cs, gccCase{line: line, want: want, f: f})
	}
	for i := 0; i < n; i++ {
		for _, fn := range gccFormats {
			f := fn.f
			rm := RoundingMode(r.Intn(4))
			x, y, z := randOperand(r, f), randOperand(r, f), randOperand(r, f)
			if r.Intn(4) == 0 { // close operands: cancellation
				y = f.pack(!f.sign(x), f.exp(x), f.sig(x)^uint64(r.Intn(8)))
			}
			h := func(v Bits) string { return hexBits(f, v) }
			pre := fmt.Sprintf("%s %d ", fn.name, rm)
			add(f, "add "+pre+h(x)+" "+h(y), h(Add(f, rm, x, y)))
			add(f, "sub "+pre+h(x)+" "+h(y), h(Sub(f, rm, x, y)))
			add(f, "mul "+pre+h(x)+" "+h(y), h(Mul(f, rm, x, y)))
			add(f, "div "+pre+h(x)+" "+h(y), h(Div(f, rm, x, y)))
			add(f, "sqrt "+pre+h(x), h(Sqrt(f, rm, x)))
			// fmod and remainder, also of operands of close exponents
			// and of y a small multiple of x's last place.
			ry := y
			switch r.Intn(3) {
			case 0:
				ry = f.pack(f.sign(y), f.exp(x)-uint64(min(f.exp(x), uint64(r.Intn(3*f.Precision())))), f.sig(y))
			case 1:
				ry = FromInt(f, rm, Bits{Lo: uint64(r.Intn(100) + 1)}, 32, false)
			}
			// Which of two NaN operands float and double fmod and
			// remainder return is the library's: i386's glibc uses the
			// x87 (x87's rule), x86-64's remainder the second; softfloat
			// has SSE's rule, as x86-64's fmod, fmodf and remainderf.
			// x86-64's remainder and remainderf may give an exact zero
			// the sign opposite to x's (the sign of y, in some cases and
			// rounding modes); IEEE 754 (and i386's glibc, and
			// softfloat) give it x's sign.
			if f.ExplicitInt || !IsNaN(f, x) || !IsNaN(f, ry) {
				add(f, "fmod "+pre+h(x)+" "+h(ry), h(Fmod(f, x, ry)))
				// remquo: x86-64's quotient is 0..8, i386's 0..7
				rq := Remainder(f, x, ry)
				n, ok := RemQuo(f, x, ry)
				quo := func(n int64) string {
					if !ok {
						return "12345"
					}
					if SignBit(f, x) != SignBit(f, ry) {
						n = -n
					}
					return strconv.FormatInt(n, 10)
				}
				// (x86-64's remquol returns a pseudo-denormal x as it is)
				pseudoX := f.ExplicitInt && f.exp(x) == 0 && f.sig(x)&f.intBit() != 0
				if (f.ExplicitInt && ok && !pseudoX) || (!f.ExplicitInt && Classify(f, rq) != ClassZero && !IsNaN(f, rq)) {
					line := "remquo " + pre + h(x) + " " + h(ry)
					add(f, line, h(rq)+" "+quo(n))
					cs[len(cs)-1].wantSSE = h(rq) + " " + quo(n&7)
				}
				rem := Remainder(f, x, ry)
				if f.ExplicitInt || Classify(f, rem) != ClassZero {
					add(f, "remainder "+pre+h(x)+" "+h(ry), h(rem))
				}
			}
			add(f, "rint "+pre+h(x), h(RoundToIntegral(f, rm, x)))
			n := int64(r.Intn(2*f.bias()+2*f.Precision()) - f.bias() - f.Precision())
			if r.Intn(8) == 0 {
				n = r.Int63n(1<<40) - 1<<39
			}
			// glibc's scalblnl and ilogbl are software that reads x87's
			// pseudo-denormals by their fraction (the x87 and softfloat
			// read them as the normal they equal) and unnormals as numbers.
			pseudo := f.ExplicitInt && f.exp(x) == 0 && f.sig(x)&f.intBit() != 0
			if !pseudo && !f.unpack(x).invalid {
				add(f, fmt.Sprintf("scalbn %s%d %s", pre, n, h(x)), h(ScaleB(f, rm, x, n)))
				add(f, "ilogb "+pre+h(x), strconv.FormatInt(ILogB(f, x), 10))
			}
			// roundl and fmal are glibc's software, which reads x87's
			// invalid encodings as numbers; the checker does not.
			valid := !f.unpack(x).invalid && !f.unpack(y).invalid && !f.unpack(z).invalid
			if valid {
				add(f, "round "+pre+h(x), h(RoundToIntegral(f, NearestAway, x)))
			}
			add(f, "eq "+pre+h(x)+" "+h(y), b2s(Equal(f, x, y)))
			add(f, "lt "+pre+h(x)+" "+h(y), b2s(Less(f, x, y)))
			add(f, "le "+pre+h(x)+" "+h(y), b2s(LessEqual(f, x, y)))
			add(f, "class "+pre+h(x), strconv.Itoa(int(Classify(f, x))))
			if valid {
				add(f, "fma "+pre+h(x)+" "+h(y)+" "+h(z), h(FMA(f, rm, x, y, z)))
				// the invalid product 0*inf against NaN addends
				nz := randOperand(r, f)
				if !IsNaN(f, nz) {
					nz = f.pack(f.sign(nz), f.expMax(), f.intBit()|f.quietBit()>>uint(r.Intn(2))|1)
				}
				zero, inf := f.zero(r.Intn(2) == 0), f.inf(r.Intn(2) == 0)
				if r.Intn(2) == 0 {
					zero, inf = inf, zero
				}
				if !f.unpack(nz).invalid {
					add(f, "fma "+pre+h(zero)+" "+h(inf)+" "+h(nz), h(FMA(f, rm, zero, inf, nz)))
				}
			}
			for _, g := range gccFormats {
				add(g.f, "cvt "+pre+g.name+" "+h(x), hexBits(g.f, Convert(f, g.f, rm, x)))
			}
			w := []int{8, 16, 32, 64}[r.Intn(4)]
			s := r.Intn(2)
			v := r.Uint64() >> r.Intn(64)
			if r.Intn(2) == 0 {
				v = -v
			}
			v &= 1<<w - 1
			if w == 64 {
				v = r.Uint64() >> r.Intn(64)
			}
			add(f, fmt.Sprintf("fromint %s%d %d %x", pre, w, s, v), h(FromInt(f, rm, Bits{Lo: v}, w, s == 1)))
			if ri, ok := ToInt(f, x, w, s == 1); ok {
				add(f, fmt.Sprintf("toint %s%d %d %s", pre, w, s, h(x)), fmt.Sprintf("%x", ri.Lo))
			}
			add(f, "hex "+pre+h(x), Hex(f, x)) // %a of a float is that of the double
		}
	}
	return cs
}

func b2s(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func runRef(t *testing.T, bin string, cs []gccCase) []string {
	t.Helper()
	var in strings.Builder
	for _, c := range cs {
		in.WriteString(c.line)
		in.WriteByte('\n')
	}
	cmd := exec.Command(bin)
	cmd.Stdin = strings.NewReader(in.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", bin, err)
	}
	var lines []string
	sc := bufio.NewScanner(strings.NewReader(string(out)))
	for sc.Scan() {
		lines = append(lines, sc.Text())
	}
	if len(lines) != len(cs) {
		t.Fatalf("%s: %d results for %d cases", bin, len(lines), len(cs))
	}
	return lines
}

func TestGcc(t *testing.T) {
	for _, v := range []struct{ name, bin string }{
		{"sse", buildRef(t, "gccref32", "-m32", "-msse2", "-mfpmath=sse")},
		{"x86-64", buildRef(t, "gccref64")},
	} {
		r := rand.New(rand.NewSource(5))
		cs := gccCases(r, count(300))
		got := runRef(t, v.bin, cs)
		bad := 0
		for i, c := range cs {
			want := c.want
			if v.name == "sse" && c.wantSSE != "" {
				want = c.wantSSE
			}
			if got[i] != want {
				t.Errorf("%s: %s: gcc %s, softfloat %s", v.name, c.line, got[i], want)
				if bad++; bad > 20 {
					t.FailNow()
				}
			}
		}
	}
}
