package abstract

import (
	"context"
	"fmt"
	"math/rand"
	"sort"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

var int32T = program.IntType("int", 32, true)

func ref(v *program.Var) *program.VarRef { return &program.VarRef{Var: v} }

func bin(op program.BinaryOp, x, y program.Expr) *program.Binary {
	t := x.Type()
	if op.IsComparison() || op.IsLogical() {
		t = program.Bool
	}
	return &program.Binary{Op: op, X: x, Y: y, T: t}
}

// straightLine builds a program that runs the assignments one after the
// other from the entry to an end location.
func straightLine(vars []*program.Var, assigns [][2]program.Expr) *program.Program {
	p := &program.Program{Model: program.ILP32, Globals: vars}
	prev := p.NewLoc(program.Pos{File: "t.c", Line: 1}, "main")
	p.Entry = prev
	for i, a := range assigns {
		next := p.NewLoc(program.Pos{File: "t.c", Line: i + 2}, "main")
		p.AddEdge(prev, next, &program.Assign{LHS: a[0], RHS: a[1]}, prev.Pos)
		prev = next
	}
	return p
}

// rows lists the valuations (b1 b2 b1' b2' ...) a transition allows, as
// strings of 0 and 1: current values of all predicates, then next values.
func rows(t boolprog.Transition, n int) []string {
	var out []string
	for m := 0; m < 1<<(2*n); m++ {
		cur := make([]bool, n)
		next := make([]bool, n)
		for i := 0; i < n; i++ {
			cur[i] = m>>(2*n-1-i)&1 == 1
			next[i] = m>>(n-1-i)&1 == 1
		}
		if t.Allows(cur, next) {
			var b strings.Builder
			for _, x := range append(cur, next...) {
				if x {
					b.WriteByte('1')
				} else {
					b.WriteByte('0')
				}
			}
			out = append(out, b.String())
		}
	}
	return out
}

func abstractOne(t *testing.T, p *program.Program, preds []program.Expr) boolprog.Transition {
	t.Helper()
	return abstractWith(t, p, preds, Options{})
}

func abstractWith(t *testing.T, p *program.Program, preds []program.Expr, opts Options) boolprog.Transition {
	t.Helper()
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
	var ps []*Predicate
	for _, e := range preds {
		ps = append(ps, NewPredicate(p, e))
	}
	a := NewAbstractor(NewStructure(p), opts)
	abs, err := a.Abstract(context.Background(), ps)
	if err != nil {
		t.Fatal(err)
	}
	if err := abs.BP.Sanity(); err != nil {
		t.Fatal(err)
	}
	if len(abs.Block) == 0 || !abs.EndsBlock[len(abs.Block)-1] {
		t.Fatalf("%d transitions, not one block's chain", len(abs.BP.Trans))
	}
	// A block whose abstraction factorises is a chain of transitions
	// over disjoint predicates: their conjunction is the block's
	// relation (which the brute-force comparisons then check).
	var parts []part
	for k, tr := range abs.BP.Trans {
		if abs.Block[k] != abs.Block[0] {
			t.Fatalf("%d transitions of different blocks, want one block", len(abs.BP.Trans))
		}
		parts = append(parts, part{changed: tr.Changed, rel: tr.Rel})
	}
	if len(parts) == 1 {
		return abs.BP.Trans[0]
	}
	j := joinParts(parts)
	tr := abs.BP.Trans[0]
	tr.To, tr.Changed, tr.Rel = abs.BP.Trans[len(parts)-1].To, j.changed, j.rel
	return tr
}

// paperParity is the paper's first example: d = e; e++ with the parity
// predicates d & 1 and e & 1.
func paperParity() (*program.Program, []program.Expr) {
	d := &program.Var{Name: "d", Type: int32T, Global: true}
	e := &program.Var{Name: "e", Type: int32T, Global: true}
	p := straightLine([]*program.Var{d, e}, [][2]program.Expr{
		{ref(d), ref(e)},
		{ref(e), bin(program.Add, ref(e), program.NewConst(int32T, 1))},
	})
	odd := func(v *program.Var) program.Expr {
		return &program.Cast{X: bin(program.And, ref(v), program.NewConst(int32T, 1)), T: program.Bool}
	}
	return p, []program.Expr{odd(d), odd(e)}
}

// paperParityRows are the transitions of the paper's table for
// paperParity, as rows b1 b2 b1' b2'.
var paperParityRows = []string{"0001", "0110", "1001", "1110"}

// The paper's first example (paperParity).
func TestPaperParity(t *testing.T) {
	p, preds := paperParity()
	tr := abstractOne(t, p, preds)
	got := rows(tr, 2)
	want := paperParityRows
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("abstract transitions %v, want the paper's %v (cubes %v)", got, want, tr.Rel)
	}
}

// The paper's second example: d = e; e++ with e >= 0 and e <= 100 on
// 32-bit integers, where e++ can overflow.
func TestPaperRange(t *testing.T) {
	d := &program.Var{Name: "d", Type: int32T, Global: true}
	e := &program.Var{Name: "e", Type: int32T, Global: true}
	p := straightLine([]*program.Var{d, e}, [][2]program.Expr{
		{ref(d), ref(e)},
		{ref(e), bin(program.Add, ref(e), program.NewConst(int32T, 1))},
	})
	tr := abstractOne(t, p, []program.Expr{
		bin(program.Ge, ref(e), program.NewConst(int32T, 0)),
		bin(program.Le, ref(e), program.NewConst(int32T, 100)),
	})
	got := rows(tr, 2)
	// b1 b2 b1' b2' as in the paper's table.
	want := []string{"0101", "0111", "1001", "1010", "1110", "1111"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("abstract transitions %v, want the paper's %v (cubes %v)", got, want, tr.Rel)
	}
	if len(tr.Rel) > 4 {
		t.Errorf("%d cubes, the paper needs 4: %v", len(tr.Rel), tr.Rel)
	}
}

// TestAssume: with 0 <= e <= 100 assumed where the block starts, the
// paper's range example keeps only the transitions from states inside the
// range, in the exact and in the Cartesian abstraction.
func TestAssume(t *testing.T) {
	d := &program.Var{Name: "d", Type: int32T, Global: true}
	e := &program.Var{Name: "e", Type: int32T, Global: true}
	p := straightLine([]*program.Var{d, e}, [][2]program.Expr{
		{ref(d), ref(e)},
		{ref(e), bin(program.Add, ref(e), program.NewConst(int32T, 1))},
	})
	ge := bin(program.Ge, ref(e), program.NewConst(int32T, 0))
	le := bin(program.Le, ref(e), program.NewConst(int32T, 100))
	for _, cartesian := range []bool{false, true} {
		opts := Options{Cartesian: cartesian, Assume: map[*program.Loc]program.Expr{p.Entry: bin(program.LAnd, ge, le)}}
		got := rows(abstractWith(t, p, []program.Expr{ge, le}, opts), 2)
		want := []string{"1110", "1111"}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("cartesian %v: abstract transitions %v, want %v", cartesian, got, want)
		}
	}
}

// TestAllSATBruteForce compares the abstraction of random straight-line
// code over 4-bit variables with the abstraction computed by running the
// interpreter on every initial state.
//
// It runs 150 cases with the default enumeration, and the first 40 with
// each other mode (the default enumerates these small relations with
// blocking clauses; TestEnumerationBruteForce tests the modes further).
func TestAllSATBruteForce(t *testing.T) {
	for _, mode := range enumerationModes {
		t.Run(mode.name, func(t *testing.T) {
			defer mode.set()()
			cases := 150
			if mode.name != "default" {
				cases = 40
			}
			if testing.Short() {
				cases /= 5
			}
			allSATBruteForce(t, cases)
		})
	}
}

func allSATBruteForce(t *testing.T, cases int) {
	s4 := program.IntType("int4", 4, true)
	u4 := program.IntType("uint4", 4, false)
	rng := rand.New(rand.NewSource(1))
	for c := 0; c < cases; c++ {
		x := &program.Var{Name: "x", Type: s4, Global: true}
		y := &program.Var{Name: "y", Type: s4, Global: true}
		z := &program.Var{Name: "z", Type: u4, Global: true}
		vars := []*program.Var{x, y, z}
		g := &exprGen{rng: rng, vars: vars}
		var assigns [][2]program.Expr
		for n := 1 + rng.Intn(3); n > 0; n-- {
			v := vars[rng.Intn(len(vars))]
			assigns = append(assigns, [2]program.Expr{ref(v), g.expr(v.Type, 2)})
		}
		p := straightLine(vars, assigns)
		var preds []program.Expr
		for n := 1 + rng.Intn(4); n > 0; n-- {
			t := vars[rng.Intn(len(vars))].Type
			ops := []program.BinaryOp{program.Lt, program.Le, program.Eq, program.Ne, program.Gt}
			preds = append(preds, bin(ops[rng.Intn(len(ops))], g.expr(t, 1), g.expr(t, 1)))
		}
		tr := abstractOne(t, p, preds)
		got := rows(tr, len(preds))
		want := bruteForce(t, p, vars, preds, tr)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			var code []string
			for _, a := range assigns {
				code = append(code, program.ExprString(a[0])+" = "+program.ExprString(a[1]))
			}
			var ps []string
			for _, e := range preds {
				ps = append(ps, program.ExprString(e))
			}
			t.Fatalf("case %d: code %q preds %q\nall-SAT %v\nbrute   %v", c, code, ps, got, want)
		}
	}
}

// bruteForce returns the rows of the existential abstraction projected
// as the transition projects it: current values matter only for inputs,
// next values only for outputs (Changed); other next values equal current.
func bruteForce(t *testing.T, p *program.Program, vars []*program.Var, preds []program.Expr, tr boolprog.Transition) []string {
	n := len(preds)
	changed := map[int]bool{}
	for _, i := range tr.Changed {
		changed[i] = true
	}
	inputs := map[int]bool{}
	for _, c := range tr.Rel {
		for _, l := range c {
			if !l.Next {
				inputs[l.Pred] = true
			}
		}
	}
	// Concrete transitions, projected.
	type proj struct{ cur, next string }
	seen := map[proj]bool{}
	total := 1
	for range vars {
		total *= 16
	}
	for m := 0; m < total; m++ {
		st := interp.NewState(p)
		for i, v := range vars {
			if err := st.Set(v, interp.IntValue(v.Type, uint64(m>>(4*i)&15))); err != nil {
				t.Fatal(err)
			}
		}
		before := evalAll(t, st, preds)
		for e := p.Entry; len(e.Out) > 0; e = e.Out[0].To {
			a := e.Out[0].Stmt.(*program.Assign)
			v, err := st.Eval(a.RHS)
			if err != nil {
				t.Fatal(err)
			}
			if err := st.Set(a.LHS.(*program.VarRef).Var, v); err != nil {
				t.Fatal(err)
			}
		}
		after := evalAll(t, st, preds)
		var cur, next strings.Builder
		for i := 0; i < n; i++ {
			cur.WriteByte(bit(before[i] || !inputs[i] && false))
			next.WriteByte(bit(after[i]))
		}
		seen[proj{cur.String(), next.String()}] = true
	}
	// Expand to full rows the way the transition reads: a row (c, x) is
	// allowed when some concrete (c0, x0) agrees with c on inputs and with x
	// on outputs, and x equals c on unchanged predicates.
	var out []string
	for m := 0; m < 1<<(2*n); m++ {
		row := make([]byte, 2*n)
		for i := range row {
			row[i] = bit(m>>(2*n-1-i)&1 == 1)
		}
		ok := false
		for pr := range seen {
			match := true
			for i := 0; i < n && match; i++ {
				if inputs[i] && row[i] != pr.cur[i] {
					match = false
				}
				if changed[i] && row[n+i] != pr.next[i] {
					match = false
				}
				if !changed[i] && row[n+i] != row[i] {
					match = false
				}
			}
			if match {
				ok = true
				break
			}
		}
		if ok {
			out = append(out, string(row))
		}
	}
	sort.Strings(out)
	return out
}

func bit(b bool) byte {
	if b {
		return '1'
	}
	return '0'
}

func evalAll(t *testing.T, st *interp.State, preds []program.Expr) []bool {
	out := make([]bool, len(preds))
	for i, e := range preds {
		v, err := st.Eval(e)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = v.Bits != 0
	}
	return out
}

type exprGen struct {
	rng  *rand.Rand
	vars []*program.Var
}

func (g *exprGen) expr(t *program.Type, depth int) program.Expr {
	if depth == 0 || g.rng.Intn(3) == 0 {
		if g.rng.Intn(2) == 0 {
			return program.NewConst(t, uint64(g.rng.Intn(16)))
		}
		for {
			v := g.vars[g.rng.Intn(len(g.vars))]
			if program.Identical(v.Type, t) {
				return ref(v)
			}
			return &program.Cast{X: ref(v), T: t}
		}
	}
	ops := []program.BinaryOp{program.Add, program.Sub, program.Mul, program.And, program.Or, program.Xor, program.Div, program.Rem}
	return bin(ops[g.rng.Intn(len(ops))], g.expr(t, depth-1), g.expr(t, depth-1))
}

func TestSharp(t *testing.T) {
	l := func(p int, neg bool) boolprog.Lit { return boolprog.Lit{Pred: p, Neg: neg} }
	r := boolprog.Cube{l(0, false)}
	c := boolprog.Cube{l(0, false), l(1, false), l(2, true)}
	got := sharp(r, c)
	// Check semantically over all valuations of three predicates.
	for m := 0; m < 8; m++ {
		cur := []bool{m&1 != 0, m&2 != 0, m&4 != 0}
		want := r.Holds(cur, nil) && !c.Holds(cur, nil)
		if got.Holds(cur, nil) != want {
			t.Errorf("sharp(%v, %v) = %v wrong at %v", r, c, got, cur)
		}
	}
	if d := sharp(r, boolprog.Cube{l(0, true)}); len(d) != 1 {
		t.Errorf("sharp of disjoint cubes: %v", d)
	}
	if d := sharp(c, r); len(d) != 0 {
		t.Errorf("sharp of a cube inside the other: %v", d)
	}
}

// The initial states of predicates whose enumeration needs a fact no SAT
// solver proves at 32 bits (x | a and a | b imply x | b: neither gini nor
// CaDiCaL decides it within minutes) give way to every valuation once
// initialBudget is spent, and are kept for the same predicates.
func TestInitialStatesBudget(t *testing.T) {
	u := program.IntType("unsigned int", 32, false)
	a, b, x := &program.Var{Name: "a", Type: u, Global: true}, &program.Var{Name: "b", Type: u, Global: true}, &program.Var{Name: "x", Type: u, Global: true}
	p := straightLine([]*program.Var{a, b, x}, nil)
	zero := program.NewConst(u, 0)
	divides := func(d, n *program.Var) program.Expr {
		return bin(program.Eq, bin(program.Rem, ref(n), ref(d)), zero)
	}
	var preds []*Predicate
	for _, e := range []program.Expr{divides(x, a), divides(a, b), divides(x, b), bin(program.Eq, ref(x), zero)} {
		preds = append(preds, NewPredicate(p, e))
	}
	ab := NewAbstractor(NewStructure(p), Options{})
	init, err := ab.initialStates(context.Background(), preds)
	if err != nil {
		t.Fatal(err)
	}
	if ab.Stats.InitialGivenUp != 1 || len(init) != 1 || len(init[0]) != 0 {
		t.Fatalf("given up %d times, initial states %v; want once, every valuation", ab.Stats.InitialGivenUp, init)
	}
	again, err := ab.initialStates(context.Background(), preds)
	if err != nil || ab.Stats.InitialGivenUp != 1 || len(again) != 1 {
		t.Fatalf("asked again: %v, %v, given up %d times; want the kept result", again, err, ab.Stats.InitialGivenUp)
	}
}

// TestSharpen abstracts the paper's parity example with every solve
// over the budget: the relation is taken whole (a superset of the
// paper's), Sharpen doubles the budget and drops it, and the next
// abstraction is the paper's again, after which there is nothing to
// sharpen.
func TestSharpen(t *testing.T) {
	p, exprs := paperParity()
	var preds []*Predicate
	for _, x := range exprs {
		preds = append(preds, NewPredicate(p, x))
	}
	a := NewAbstractor(NewStructure(p), Options{OverBudget: func() bool { return true }})
	abs, err := a.Abstract(context.Background(), preds)
	a.Opts.OverBudget = nil
	if err != nil {
		t.Fatal(err)
	}
	paper := paperParityRows
	if got := rows(abs.BP.Trans[0], 2); a.Stats.Inexact == 0 || len(got) <= len(paper) {
		t.Fatalf("with every solve over the budget: %d subtrees taken whole, transitions %v", a.Stats.Inexact, got)
	}
	if !a.Sharpen(false) || a.SolveBudget() != 2*DefaultSolveBudget {
		t.Fatalf("Sharpen did nothing (budget %v)", a.SolveBudget())
	}
	abs, err = a.Abstract(context.Background(), preds)
	if err != nil {
		t.Fatal(err)
	}
	if got := rows(abs.BP.Trans[0], 2); fmt.Sprint(got) != fmt.Sprint(paper) {
		t.Errorf("after Sharpen: transitions %v, want the paper's %v", got, paper)
	}
	if a.Sharpen(false) {
		t.Errorf("Sharpen with every abstraction exact raised the budget")
	}
}

// TestCubeLimitFallback: a block whose exact abstraction has more cubes
// than MaxCubes is abstracted Cartesian instead, an over-approximation of
// the exact relation, rather than ending the abstraction.
func TestCubeLimitFallback(t *testing.T) {
	p, exprs := paperParity()
	tr := abstractWith(t, p, exprs, Options{MaxCubes: 1})
	got := rows(tr, 2)
	have := map[string]bool{}
	for _, r := range got {
		have[r] = true
	}
	for _, r := range paperParityRows {
		if !have[r] {
			t.Errorf("the fallback lost the exact transition %s: %v", r, got)
		}
	}
	var ps []*Predicate
	for _, e := range exprs {
		ps = append(ps, NewPredicate(p, e))
	}
	a := NewAbstractor(NewStructure(p), Options{MaxCubes: 1})
	if _, err := a.Abstract(context.Background(), ps); err != nil {
		t.Fatal(err)
	}
	if a.Stats.CartesianFallbacks == 0 {
		t.Errorf("no fallback counted: %+v", a.Stats)
	}
}
