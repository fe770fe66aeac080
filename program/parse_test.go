package program

import "testing"

func TestParseExpr(t *testing.T) {
	intT := IntType("int", 32, true)
	uintT := IntType("unsigned int", 32, false)
	ucharT := IntType("unsigned char", 8, false)
	p := &Program{Model: ILP32}
	i := &Var{Name: "main::i", CName: "i", Type: intT, Func: "main"}
	j := &Var{Name: "f::i", CName: "i", Type: intT, Func: "f"}
	u := &Var{Name: "u", CName: "u", Type: uintT, Global: true}
	c := &Var{Name: "main::c", CName: "c", Type: ucharT, Func: "main"}
	a := &Var{Name: "a", CName: "a", Type: ArrayOf(intT, 4), Global: true}
	p.Globals = []*Var{u, a}
	p.Locals = []*Var{i, j, c}
	tests := []struct {
		text, want string
	}{
		{"main::i < 10", "main::i < 10"},
		{"u > 0", "u > (unsigned int)0"},
		{"main::i < u", "((unsigned int)main::i) < u"},
		{"c + c == 2", "(((int)main::c) + ((int)main::c)) == 2"},
		{"a[main::i] != -1", "a[main::i] != -1"},
		{"(c & 1) && !(u >> 3)", "((_Bool)(((int)main::c) & 1)) && !((_Bool)(u >> 3))"},
		{"0xffffffff == u", "(unsigned int)4294967295 == u"},
		{"(unsigned char)main::i == c", "((int)((unsigned char)main::i)) == ((int)main::c)"},
		{"main::i ? 1 : 2", "(_Bool)main::i"},
	}
	for _, tc := range tests {
		e, err := ParseExpr(p, tc.text, true)
		if err != nil {
			t.Errorf("%q: %v", tc.text, err)
			continue
		}
		got := ExprString(e)
		if tc.text == "main::i ? 1 : 2" {
			// A non-Bool value is compared with zero.
			got = ExprString(e.(*Cast).X.(*Ite).Cond)
		}
		want := tc.want
		if got != want {
			t.Errorf("%q parsed as %q, want %q", tc.text, got, want)
		}
		if e.Type().Kind != KindBool {
			t.Errorf("%q has type %s", tc.text, e.Type())
		}
	}
	for _, bad := range []string{"i < 1", "nosuch > 0", "u +", "(u", "a.b", "1 2"} {
		if _, err := ParseExpr(p, bad, true); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
