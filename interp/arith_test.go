package interp

import (
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// refBinary computes op with Go's own arithmetic on type T, with the
// documented results where C (and Go) have none: x/0, x%0.
func refBinary[T integer](op program.BinaryOp, a, b T, amount uint64) (uint64, bool) {
	var r T
	b2u := func(c bool) (uint64, bool) {
		if c {
			return 1, true
		}
		return 0, true
	}
	switch op {
	case program.Add:
		r = a + b
	case program.Sub:
		r = a - b
	case program.Mul:
		r = a * b
	case program.Div:
		switch {
		case b == 0 && a < 0:
			r = 1
		case b == 0:
			r = ^T(0)
		default:
			r = a / b // Go defines MIN / -1 = MIN
		}
	case program.Rem:
		if b == 0 {
			r = a
		} else {
			r = a % b // MIN % -1 = 0
		}
	case program.Shl:
		r = a << amount
	case program.Shr:
		r = a >> amount
	case program.And:
		r = a & b
	case program.Or:
		r = a | b
	case program.Xor:
		r = a ^ b
	case program.Eq:
		return b2u(a == b)
	case program.Ne:
		return b2u(a != b)
	case program.Lt:
		return b2u(a < b)
	case program.Le:
		return b2u(a <= b)
	case program.Gt:
		return b2u(a > b)
	case program.Ge:
		return b2u(a >= b)
	default:
		return 0, false
	}
	return uint64(r), false
}

// refOps returns the reference implementation of binary operators on t.
func refOps(t *program.Type) func(op program.BinaryOp, a, b, amount uint64) (uint64, bool) {
	switch {
	case t.Width == 8 && t.Signed:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) { return refBinary(op, int8(a), int8(b), n) }
	case t.Width == 8:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) { return refBinary(op, uint8(a), uint8(b), n) }
	case t.Width == 16 && t.Signed:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) { return refBinary(op, int16(a), int16(b), n) }
	case t.Width == 16:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) {
			return refBinary(op, uint16(a), uint16(b), n)
		}
	case t.Width == 32 && t.Signed:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) { return refBinary(op, int32(a), int32(b), n) }
	case t.Width == 32:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) {
			return refBinary(op, uint32(a), uint32(b), n)
		}
	case t.Signed:
		return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) { return refBinary(op, int64(a), int64(b), n) }
	}
	return func(op program.BinaryOp, a, b, n uint64) (uint64, bool) { return refBinary(op, a, b, n) }
}

// operands returns test values for t: every edge value and random ones.
func operands(rng *rand.Rand, t *program.Type, n int) []uint64 {
	m := t.Mask()
	out := []uint64{0, 1, 2, 3, 7, m, m - 1, m - 6, m >> 1, m>>1 + 1, m>>1 - 1, m>>1 + 2}
	for len(out) < n {
		x := rng.Uint64()
		if rng.IntN(3) == 0 {
			x >>= uint(rng.IntN(64)) // small values too
		}
		out = append(out, x&m)
	}
	return out
}

var binaryOps = []program.BinaryOp{
	program.Add, program.Sub, program.Mul, program.Div, program.Rem,
	program.And, program.Or, program.Xor,
	program.Eq, program.Ne, program.Lt, program.Le, program.Gt, program.Ge,
}

func TestBinaryDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	s := NewState(nil)
	for _, typ := range intTypes {
		r := refOps(typ)
		xs := operands(rng, typ, 40)
		for _, op := range binaryOps {
			for _, a := range xs {
				for _, b := range xs {
					e := bin(op, program.NewConst(typ, a), program.NewConst(typ, b))
					got, err := s.Eval(e)
					if err != nil {
						t.Fatalf("%s: %v", program.ExprString(e), err)
					}
					want, isBool := r(op, a, b, 0)
					if !isBool {
						want &= typ.Mask()
					}
					if got.Bits != want {
						t.Fatalf("%s %s: got %#x, want %#x", typ, program.ExprString(e), got.Bits, want)
					}
				}
			}
		}
	}
}

func TestShiftDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	s := NewState(nil)
	amountTypes := []*program.Type{i8, u8, i32, u32, u64, boolT}
	for _, typ := range intTypes {
		r := refOps(typ)
		xs := operands(rng, typ, 20)
		for _, at := range amountTypes {
			var amounts []uint64
			for n := uint64(0); n <= 70; n++ {
				amounts = append(amounts, n&at.Mask())
			}
			amounts = append(amounts, at.Mask(), at.Mask()>>1+1, rng.Uint64()&at.Mask())
			for _, op := range []program.BinaryOp{program.Shl, program.Shr} {
				for _, a := range xs {
					for _, n := range amounts {
						e := &program.Binary{Op: op, X: program.NewConst(typ, a), Y: program.NewConst(at, n), T: typ}
						got, err := s.Eval(e)
						if err != nil {
							t.Fatalf("%s: %v", program.ExprString(e), err)
						}
						want, _ := r(op, a, 0, n) // n is already the unsigned reading of the amount
						if want &= typ.Mask(); got.Bits != want {
							t.Fatalf("%s %s: got %#x, want %#x", typ, program.ExprString(e), got.Bits, want)
						}
					}
				}
			}
		}
	}
}

func TestUnaryDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	s := NewState(nil)
	for _, typ := range intTypes {
		r := refOps(typ)
		for _, a := range operands(rng, typ, 200) {
			for _, op := range []program.UnaryOp{program.Neg, program.BitNot} {
				e := &program.Unary{Op: op, X: program.NewConst(typ, a)}
				got, err := s.Eval(e)
				if err != nil {
					t.Fatal(err)
				}
				var want uint64
				if op == program.Neg {
					want, _ = r(program.Sub, 0, a, 0)
				} else {
					want, _ = r(program.Xor, a, ^uint64(0), 0)
				}
				if want &= typ.Mask(); got.Bits != want {
					t.Fatalf("%s %s: got %#x, want %#x", typ, program.ExprString(e), got.Bits, want)
				}
			}
		}
	}
	for _, b := range []uint64{0, 1} {
		got, err := s.Eval(not(program.NewConst(boolT, b)))
		if err != nil || got.Bits != 1-b {
			t.Errorf("!%d = %v, %v", b, got.Bits, err)
		}
	}
}

// castRef converts with Go's conversions, which are C's on two's
// complement: extension by the source's signedness, then truncation.
func castRef[F integer](bits uint64, to *program.Type) uint64 {
	f := F(bits)
	switch {
	case to.Width == 8 && to.Signed:
		return uint64(int8(f))
	case to.Width == 8:
		return uint64(uint8(f))
	case to.Width == 16 && to.Signed:
		return uint64(int16(f))
	case to.Width == 16:
		return uint64(uint16(f))
	case to.Width == 32 && to.Signed:
		return uint64(int32(f))
	case to.Width == 32:
		return uint64(uint32(f))
	case to.Signed:
		return uint64(int64(f))
	}
	return uint64(f)
}

func castFrom(from *program.Type, bits uint64, to *program.Type) uint64 {
	switch {
	case from.Width == 8 && from.Signed:
		return castRef[int8](bits, to)
	case from.Width == 8:
		return castRef[uint8](bits, to)
	case from.Width == 16 && from.Signed:
		return castRef[int16](bits, to)
	case from.Width == 16:
		return castRef[uint16](bits, to)
	case from.Width == 32 && from.Signed:
		return castRef[int32](bits, to)
	case from.Width == 32:
		return castRef[uint32](bits, to)
	case from.Signed:
		return castRef[int64](bits, to)
	}
	return castRef[uint64](bits, to)
}

func TestCastDifferential(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	s := NewState(nil)
	for _, from := range intTypes {
		for _, a := range operands(rng, from, 100) {
			for _, to := range intTypes {
				e := cast(program.NewConst(from, a), to)
				got, err := s.Eval(e)
				if err != nil {
					t.Fatal(err)
				}
				if want := castFrom(from, a, to) & to.Mask(); got.Bits != want {
					t.Fatalf("%s: got %#x, want %#x", program.ExprString(e), got.Bits, want)
				}
			}
			got, _ := s.Eval(cast(program.NewConst(from, a), boolT))
			if want := a != 0; (got.Bits == 1) != want || got.Bits > 1 {
				t.Fatalf("(_Bool)%#x as %s = %d", a, from, got.Bits)
			}
		}
		for _, b := range []uint64{0, 1} {
			got, _ := s.Eval(cast(program.NewConst(boolT, b), from))
			if got.Bits != b {
				t.Fatalf("(%s)(_Bool)%d = %#x", from, b, got.Bits)
			}
		}
	}
}

func TestArithmeticEdgeCases(t *testing.T) {
	s := NewState(nil)
	type tc struct {
		name string
		e    program.Expr
		want int64 // as a value of the result type
	}
	c := num
	shift := func(op program.BinaryOp, x program.Expr, n program.Expr) program.Expr {
		return &program.Binary{Op: op, X: x, Y: n, T: x.Type()}
	}
	const intMin = -1 << 31
	tests := []tc{
		// division
		{"7/0", bin(program.Div, c(i32, 7), c(i32, 0)), -1},
		{"-7/0", bin(program.Div, c(i32, -7), c(i32, 0)), 1},
		{"0/0 signed", bin(program.Div, c(i32, 0), c(i32, 0)), -1},
		{"7%0", bin(program.Rem, c(i32, 7), c(i32, 0)), 7},
		{"-7%0", bin(program.Rem, c(i32, -7), c(i32, 0)), -7},
		{"7u/0", bin(program.Div, c(u32, 7), c(u32, 0)), 0xffffffff},
		{"7u%0", bin(program.Rem, c(u32, 7), c(u32, 0)), 7},
		{"MIN/-1", bin(program.Div, c(i32, intMin), c(i32, -1)), intMin},
		{"MIN%-1", bin(program.Rem, c(i32, intMin), c(i32, -1)), 0},
		{"schar MIN/-1", bin(program.Div, c(i8, -128), c(i8, -1)), -128},
		{"llong MIN/-1", bin(program.Div, c(i64, -1<<63), c(i64, -1)), -1 << 63},
		{"llong MIN%-1", bin(program.Rem, c(i64, -1<<63), c(i64, -1)), 0},
		{"-7/2", bin(program.Div, c(i32, -7), c(i32, 2)), -3},
		{"-7%2", bin(program.Rem, c(i32, -7), c(i32, 2)), -1},
		{"7%-2", bin(program.Rem, c(i32, 7), c(i32, -2)), 1},
		{"7/-2", bin(program.Div, c(i32, 7), c(i32, -2)), -3},
		{"0xfffffff9u/2", bin(program.Div, c(u32, -7), c(u32, 2)), 0x7ffffffc},
		// wrap-around
		{"MAX+1", bin(program.Add, c(i32, 1<<31-1), c(i32, 1)), intMin},
		{"0u-1", bin(program.Sub, c(u32, 0), c(u32, 1)), 0xffffffff},
		{"uchar 200+100", bin(program.Add, c(u8, 200), c(u8, 100)), 44},
		{"-MIN", &program.Unary{Op: program.Neg, X: c(i32, intMin)}, intMin},
		{"65536*65536", bin(program.Mul, c(i32, 65536), c(i32, 65536)), 0},
		// shifts
		{"1<<31", shift(program.Shl, c(i32, 1), c(i32, 31)), intMin},
		{"1<<32", shift(program.Shl, c(i32, 1), c(i32, 32)), 0},
		{"1<<-1", shift(program.Shl, c(i32, 1), c(i32, -1)), 0},
		{"-8>>1", shift(program.Shr, c(i32, -8), c(i32, 1)), -4},
		{"-8>>31", shift(program.Shr, c(i32, -8), c(i32, 31)), -1},
		{"-8>>32", shift(program.Shr, c(i32, -8), c(i32, 32)), -1},
		{"-8>>-1", shift(program.Shr, c(i32, -8), c(i8, -1)), -1},
		{"8>>40", shift(program.Shr, c(i32, 8), c(u64, 40)), 0},
		{"0x80000000u>>31", shift(program.Shr, c(u32, intMin), c(i32, 31)), 1},
		{"0x80000000u>>32", shift(program.Shr, c(u32, intMin), c(i32, 32)), 0},
		{"schar -128>>7", shift(program.Shr, c(i8, -128), c(i32, 7)), -1},
		{"uchar 255<<4", shift(program.Shl, c(u8, 255), c(i32, 4)), 0xf0},
		{"1<<(1<<32) as llong amount", shift(program.Shl, c(i32, 1), c(i64, 1<<32)), 0},
		{"llong 1<<63", shift(program.Shl, c(i64, 1), c(i32, 63)), -1 << 63},
		{"llong MIN>>64", shift(program.Shr, c(i64, -1<<63), c(i32, 64)), -1},
		{"shift by _Bool true", shift(program.Shl, c(i32, 3), program.True), 6},
		// casts
		{"(signed char)300", cast(c(i32, 300), i8), 44},
		{"(signed char)200", cast(c(i32, 200), i8), -56},
		{"(int)(signed char)-1", cast(c(i8, -1), i32), -1},
		{"(unsigned)(signed char)-1", cast(c(i8, -1), u32), 0xffffffff},
		{"(int)(unsigned char)255", cast(c(u8, 255), i32), 255},
		{"(llong)(unsigned)0xffffffff", cast(c(u32, -1), i64), 0xffffffff},
		{"(ullong)(int)-1", cast(c(i32, -1), u64), -1},
		{"(_Bool)256", cast(c(i32, 256), boolT), 1},
		{"(_Bool)-1", cast(c(i8, -1), boolT), 1},
		{"(_Bool)0", cast(c(i32, 0), boolT), 0},
		{"(int)(_Bool)1", cast(program.True, i32), 1},
		{"(signed char)(_Bool)1", cast(program.True, i8), 1},
		// comparisons
		{"-1 < 0", bin(program.Lt, c(i32, -1), c(i32, 0)), 1},
		{"-1u < 0u", bin(program.Lt, c(u32, -1), c(u32, 0)), 0},
		{"schar -128 <= 127", bin(program.Le, c(i8, -128), c(i8, 127)), 1},
		{"uchar 128 > 127", bin(program.Gt, c(u8, 128), c(u8, 127)), 1},
		// logical
		{"true && false", bin(program.LAnd, program.True, program.False), 0},
		{"false || true", bin(program.LOr, program.False, program.True), 1},
	}
	for _, tc := range tests {
		got, err := s.Eval(tc.e)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		typ := tc.e.Type()
		if want := IntValue(typ, uint64(tc.want)); !got.Equal(want) {
			t.Errorf("%s: %s = %s, want %s", tc.name, program.ExprString(tc.e), got.Format(typ, nil), want.Format(typ, nil))
		}
	}
}
