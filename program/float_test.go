package program

import (
	"testing"

	"github.com/satabs-go/satabs-go/softfloat"
)

// TestParseFloat: ParseExpr reads floating constants (decimal and hex,
// with f and l suffixes), casts to the floating types and the usual
// arithmetic conversions with floats; the printed form reads back to
// the same expression.
func TestParseFloat(t *testing.T) {
	ints := NewIntTypes(ILP32)
	p := &Program{Model: ILP32}
	f := &Var{Name: "main::f", CName: "f", Type: ints.Float, Func: "main"}
	d := &Var{Name: "main::d", CName: "d", Type: ints.Double, Func: "main"}
	l := &Var{Name: "main::l", CName: "l", Type: ints.LongDouble, Func: "main"}
	i := &Var{Name: "main::i", CName: "i", Type: ints.Int, Func: "main"}
	p.Locals = []*Var{f, d, l, i}
	tests := []struct {
		text, want string
	}{
		{"f < 1.5f", "main::f < 0x1.8p+0F"},
		{"d > 0.1", "0x1.999999999999ap-4 < main::d"},
		{"f + 1 == d", "((double)(main::f + 0x1p+0F)) == main::d"},
		{"l >= 0x1p-3L", "0x8p-6L <= main::l"},
		{"(int)d != i", "((int)main::d) != main::i"},
		{"!(f == f)", "!(main::f == main::f)"},
		{"-f < 2e3f", "(-main::f) < 0x1.f4p+10F"},
		{"d", "!(main::d == 0x0p+0)"},
		{"i * 2.5 > 1e-3", "0x1.0624dd2f1a9fcp-10 < (((double)main::i) * 0x1.4p+1)"},
		{".5 < d", "0x1p-1 < main::d"},
		{"(float)d == f", "((float)main::d) == main::f"},
	}
	for _, tc := range tests {
		e, err := ParseExpr(p, tc.text, true)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		if got := ExprString(e); got != tc.want {
			t.Errorf("%q parsed as %q, want %q", tc.text, got, tc.want)
			continue
		}
		// The printed form reads back to itself.
		again, err := ParseExpr(p, tc.want, true)
		if err != nil {
			t.Errorf("%q does not read back: %v", tc.want, err)
		} else if got := ExprString(again); got != tc.want {
			t.Errorf("%q reads back as %q", tc.want, got)
		}
		if err := sanityOf(e); err != "" {
			t.Errorf("%q: %s", tc.text, err)
		}
	}
	for _, bad := range []string{"f % 2", "f << 1", "~d", "f & 1", "1.5q", "0x1.8"} {
		if _, err := ParseExpr(p, bad, true); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

// sanityOf runs the expression checks of Sanity on one expression.
func sanityOf(e Expr) string {
	s := &sanity{vars: map[*Var]bool{}}
	Walk(e, func(x Expr) bool {
		if r, ok := x.(*VarRef); ok {
			s.vars[r.Var] = true
		}
		return true
	})
	s.expr("expr", e)
	if len(s.errs) > 0 {
		return s.errs[0].Error()
	}
	return ""
}

// TestFloatLiteral: every special value prints as C that reads back to its
// bits; finite values as hex floats with the type's suffix.
func TestFloatLiteral(t *testing.T) {
	ints := NewIntTypes(LP64)
	tests := []struct {
		t    *Type
		bits softfloat.Bits
		want string
	}{
		{ints.Float, softfloat.Bits{Lo: 0x3fc00000}, "0x1.8p+0F"},
		{ints.Float, softfloat.Bits{Lo: 0x80000000}, "-0x0p+0F"},
		{ints.Float, softfloat.Bits{Lo: 0x7f800000}, "__builtin_inff()"},
		{ints.Float, softfloat.Bits{Lo: 0xff800000}, "-__builtin_inff()"},
		{ints.Float, softfloat.Bits{Lo: 0x7fc00000}, `__builtin_nanf("")`},
		{ints.Float, softfloat.Bits{Lo: 0xffc00005}, `-__builtin_nanf("0x5")`},
		{ints.Float, softfloat.Bits{Lo: 0x7f800001}, `__builtin_nansf("0x1")`},
		{ints.Double, softfloat.Bits{Lo: 0x7ff8000000000000}, `__builtin_nan("")`},
		{ints.Double, softfloat.Bits{Lo: 0x0000000000000001}, "0x0.0000000000001p-1022"},
		{ints.LongDouble, softfloat.Bits{Lo: 0xc000000000000000, Hi: 0x7fff}, `__builtin_nanl("")`},
		{ints.LongDouble, softfloat.Bits{Lo: 0x8000000000000000, Hi: 0x7fff}, "__builtin_infl()"},
	}
	for _, tc := range tests {
		if got := FloatLiteral(tc.t, tc.bits); got != tc.want {
			t.Errorf("%s %#x %#x: %q, want %q", tc.t, tc.bits.Hi, tc.bits.Lo, got, tc.want)
		}
	}
}
