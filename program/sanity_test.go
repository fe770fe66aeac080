package program

import (
	"strings"
	"testing"
)

func TestSanityFindsTypeErrors(t *testing.T) {
	intT := IntType("int", 32, true)
	charT := IntType("char", 8, true)
	x := &Var{Name: "x", Type: intT, Global: true}
	c := &Var{Name: "c", Type: charT, Global: true}
	tests := []struct {
		name string
		stmt Stmt
		want string
	}{
		{"mixed add", &Assign{LHS: &VarRef{x}, RHS: &Binary{Op: Add, X: &VarRef{x}, Y: &VarRef{c}, T: intT}}, "+ on int and char"},
		{"int condition", &Assume{Cond: &VarRef{x}}, "not Bool"},
		{"assign mismatch", &Assign{LHS: &VarRef{c}, RHS: &VarRef{x}}, "assignment of int to char"},
		{"assign to rvalue", &Assign{LHS: NewConst(intT, 1), RHS: &VarRef{x}}, "non-lvalue"},
		{"unmasked const", &Assign{LHS: &VarRef{c}, RHS: &Const{T: charT, Val: 300}}, "not masked"},
		{"good", &Assign{LHS: &VarRef{c}, RHS: &Cast{X: &VarRef{x}, T: charT}}, ""},
	}
	for _, tc := range tests {
		p := &Program{Model: ILP32, Globals: []*Var{x, c}}
		a, b := p.NewLoc(Pos{}, "main"), p.NewLoc(Pos{}, "main")
		p.Entry = a
		p.AddEdge(a, b, tc.stmt, Pos{})
		err := Sanity(p)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: unexpected error %v", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: error %v, want one containing %q", tc.name, err, tc.want)
		}
	}
}

func TestSignExtend(t *testing.T) {
	s8 := IntType("signed char", 8, true)
	u8 := IntType("unsigned char", 8, false)
	if got := SignExtend(0xff, s8); got != -1 {
		t.Errorf("SignExtend(0xff, signed char) = %d", got)
	}
	if got := SignExtend(0xff, u8); got != 255 {
		t.Errorf("SignExtend(0xff, unsigned char) = %d", got)
	}
	if got := NewConst(s8, 0x1ff).Val; got != 0xff {
		t.Errorf("NewConst masks to %x", got)
	}
}

func TestRenumberMakesLoopsBackEdges(t *testing.T) {
	// entry -> call body (created last) -> continuation (created second):
	// the return edge is not a loop but points to a lower number.
	p := &Program{Model: ILP32}
	entry := p.NewLoc(Pos{}, "main")
	cont := p.NewLoc(Pos{}, "main")
	dead := p.NewLoc(Pos{}, "main")
	body := p.NewLoc(Pos{}, "f")
	p.Entry = entry
	p.AddEdge(entry, body, &Skip{}, Pos{})
	p.AddEdge(body, cont, &Skip{}, Pos{})
	p.AddEdge(dead, cont, &Skip{}, Pos{})
	if !body.Out[0].IsBackEdge() {
		t.Fatal("test setup: the return edge should look like a back edge")
	}
	Renumber(p)
	for _, e := range p.Edges() {
		if e.IsBackEdge() && e.From != dead {
			t.Errorf("edge %s -> %s is a back edge after Renumber", e.From, e.To)
		}
	}
	if p.Locs[0] != entry || p.Locs[3] != dead {
		t.Errorf("order %v, want entry first and the unreachable location last", p.Locs)
	}
	if err := Sanity(p); err != nil {
		t.Error(err)
	}
}
