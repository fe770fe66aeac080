package kinduction

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/bmc"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// loopGen writes small random C programs with loops over integer
// variables of mixed widths and signedness: counters to constant or
// nondeterministic bounds, strides, sums of variables, nested loops,
// branches, and an assertion that may or may not hold.
type loopGen struct {
	rng  *rand.Rand
	b    strings.Builder
	vars []genVar
}

type genVar struct{ name, typ string }

var genTypes = []string{"int", "unsigned", "unsigned char", "signed char", "short", "unsigned short"}

func (g *loopGen) v() string { return g.vars[g.rng.IntN(len(g.vars))].name }

func (g *loopGen) printf(format string, args ...any) { fmt.Fprintf(&g.b, format, args...) }

func (g *loopGen) stmt(depth int, loopVar int) {
	switch r := g.rng.IntN(10); {
	case r < 3:
		g.printf("%s += %d;\n", g.v(), g.rng.IntN(9)-2)
	case r < 5:
		g.printf("%s = %s + %s;\n", g.v(), g.v(), g.v())
	case r < 6:
		g.printf("%s = %s - %d;\n", g.v(), g.v(), g.rng.IntN(5))
	case r < 7:
		g.printf("%s = %d * %s;\n", g.v(), 1+g.rng.IntN(3), g.v())
	case r < 8:
		g.printf("if (%s < %d) %s++; else %s--;\n", g.v(), g.rng.IntN(20), g.v(), g.v())
	case r < 9 && loopVar >= 0:
		// A counter that moves every other iteration (2*v - i small).
		g.printf("if (i%d %% 2 == 0) %s++;\n", loopVar, g.v())
	default:
		if depth < 2 {
			g.loop(depth+1, loopVar+1)
		} else {
			g.printf("%s++;\n", g.v())
		}
	}
}

func (g *loopGen) loop(depth, loopVar int) {
	i := fmt.Sprintf("i%d", loopVar)
	switch g.rng.IntN(5) {
	case 0:
		g.printf("for (int %s = 0; %s < %d; %s++) {\n", i, i, 1+g.rng.IntN(30), i)
	case 1, 2:
		// Nested loops to n count products of the bounds.
		g.printf("for (int %s = 0; %s < n; %s++) {\n", i, i, i)
	case 3:
		// A bound that may be negative: i <= 2*n - c only after the
		// first iteration.
		g.printf("for (int %s = 0; %s < 2 * n - %d; %s++) {\n", i, i, g.rng.IntN(8), i)
	default:
		g.printf("while (__VERIFIER_nondet_int()) {\n")
		loopVar = -1 // no counter to read
	}
	for k := 0; k < 1+g.rng.IntN(3); k++ {
		g.stmt(depth, loopVar)
	}
	g.printf("}\n")
}

func (g *loopGen) program(seed uint64) string {
	g.rng = rand.New(rand.NewPCG(seed, 7))
	g.b.Reset()
	g.vars = nil
	g.printf("extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nvoid reach_error(void) {}\nvoid __VERIFIER_assert(int c) { if (!c) reach_error(); }\nint main() {\n")
	g.printf("int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n >= 0 && n <= %d);\n", 5+g.rng.IntN(200))
	for k := 0; k < 2+g.rng.IntN(3); k++ {
		v := genVar{fmt.Sprintf("v%d", k), genTypes[g.rng.IntN(len(genTypes))]}
		g.vars = append(g.vars, v)
		if g.rng.IntN(4) == 0 {
			g.printf("%s %s = __VERIFIER_nondet_int();\n", v.typ, v.name)
		} else {
			g.printf("%s %s = %d;\n", v.typ, v.name, g.rng.IntN(10))
		}
	}
	for k := 0; k < 1+g.rng.IntN(2); k++ {
		g.loop(1, 10*k)
	}
	ops := []string{"<", "<=", ">", ">=", "==", "!="}
	switch g.rng.IntN(3) {
	case 0:
		g.printf("__VERIFIER_assert(%s %s %d);\n", g.v(), ops[g.rng.IntN(len(ops))], g.rng.IntN(40)-5)
	case 1:
		g.printf("__VERIFIER_assert(%s %% %d == %d);\n", g.v(), 2+g.rng.IntN(3), g.rng.IntN(2))
	default:
		g.printf("__VERIFIER_assert(%s %s %s);\n", g.v(), ops[g.rng.IntN(len(ops))], g.v())
	}
	g.printf("return 0;\n}\n")
	return g.b.String()
}

func parseSource(t *testing.T, name, src string) *program.Program {
	t.Helper()
	return parseSourceWith(t, name, src, cfront.Options{})
}

// parseSourceWith is parseSource under the front end's options opts.
func parseSourceWith(t *testing.T, name, src string, opts cfront.Options) *program.Program {
	t.Helper()
	p, err := cfront.ParseSource(name, []byte(src), opts)
	if err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	program.Renumber(p)
	if p, err = symex.MakeReducible(p); err != nil {
		t.Fatalf("%v\n%s", err, src)
	}
	return p
}

// TestRandomPrograms synthesises invariants for random loop programs and
// checks every one independently: inductive by SAT path by path (each
// path between cut points on its own, without the merging the synthesis
// uses), and never violated by the interpreter on random runs; then runs
// k-induction and checks that no TRUE is contradicted by the bounded
// search or by the interpreter. The programs must exercise the linear
// terms with coefficients and the guard disjunctions.
func TestRandomPrograms(t *testing.T) {
	// The first 20 seeds by default; the 40 of before with -long.
	n := 20
	if *long {
		n = 40
	}
	if testing.Short() {
		n = 10
	}
	var g loopGen
	proved, withInvs, linear, disjunctions, algebraic := 0, 0, 0, 0, 0
	for seed := uint64(0); seed < uint64(n); seed++ {
		src := g.program(seed)
		name := fmt.Sprintf("random%d.c", seed)
		p := parseSource(t, name, src)
		sys, err := NewSystem(p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ctx, cancel := workBounded(synthWork)
		invs, stats, err := Synthesize(ctx, sys, SynthOptions{})
		cancel()
		if err != nil {
			t.Logf("%s: synthesis: %v", name, err)
			continue
		}
		if Atoms(Nontrivial(invs)) > 0 {
			withInvs++
		}
		algebraic += stats.Algebraic
		for _, inv := range invs {
			for _, a := range inv.Atoms {
				switch text := program.ExprString(a); {
				case strings.Contains(text, "||"):
					disjunctions++
				case strings.Contains(text, "(long long)") && strings.Contains(text, " * "):
					linear++
				}
			}
		}
		checkInductivePathByPath(t, name, src, sys, invs)
		checkInterpreter(t, name, src, invs)
		if checkKInduction(t, name, src, sys, invs) {
			proved++
		}
	}
	t.Logf("%d programs: %d with invariants (%d atoms over linear terms with coefficients, %d guards v == c || condition, %d relations proved by algebra), %d proved by k-induction", n, withInvs, linear, disjunctions, algebraic, proved)
	// The templates of every kind must be exercised (and so checked).
	if linear == 0 || disjunctions == 0 {
		t.Errorf("the random programs exercise no linear term with coefficients (%d) or no guard disjunction (%d)", linear, disjunctions)
	}
	// Five of the first 20 seeds' relations are proved by algebra.
	if !testing.Short() && algebraic == 0 {
		t.Errorf("the random programs exercise no relation proved by algebra")
	}
}

// checkInductivePathByPath proves, for every path from a cut point to the
// next ones, that the invariant at its start implies the one at its end.
func checkInductivePathByPath(t *testing.T, name, src string, sys *System, invs []Invariant) {
	t.Helper()
	for c, from := range sys.Cuts {
		paths := cutPaths(sys, from, 500)
		if len(paths) > 500 {
			t.Logf("%s: too many paths from %s, not checked", name, from)
			continue
		}
		for _, path := range paths {
			d := sys.CutIndex(path[len(path)-1].To)
			if d == 0 || len(invs[d].Atoms) == 0 {
				continue
			}
			b := bitvec.New()
			e := symex.NewEncoder(sys.P, b)
			s := symex.NewState(b.T())
			var pre []z.Lit
			if c > 0 {
				for _, a := range invs[c].Atoms {
					pre = append(pre, e.Cond(s, a))
				}
			}
			s0 := s.Clone()
			for _, ed := range path {
				if err := e.Exec(s, ed); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
			}
			var post []z.Lit
			for _, a := range invs[d].Atoms {
				post = append(post, e.Cond(s, a))
			}
			if c > 0 {
				// The atoms may hold only with the quantified ones.
				pre = append(pre, instantiateAll(sys, e, s0, e.Initial, invs[c].Quantified)...)
			}
			goal := b.C().Ands(append(append(pre, e.Axioms...), s.Guard, b.C().Ands(post...).Not())...)
			sg := gini.New()
			b.AddCnf(sg, goal)
			sg.Assume(goal)
			if sg.Solve() == 1 {
				var text strings.Builder
				WriteInvariants(&text, invs)
				t.Fatalf("%s: the invariants are not inductive along the path from %s to %s:\n%s\n%s", name, from, path[len(path)-1].To, text.String(), src)
			}
		}
	}
}

// checkInterpreter runs the program with the invariants as checks at
// their loop heads: no run may violate one.
func checkInterpreter(t *testing.T, name, src string, invs []Invariant) {
	t.Helper()
	checkInterpreterWith(t, name, src, cfront.Options{}, invs)
}

// checkInterpreterWith is checkInterpreter on the program as the front
// end makes it under opts (the invariants' locations are its own).
func checkInterpreterWith(t *testing.T, name, src string, opts cfront.Options, invs []Invariant) {
	t.Helper()
	checkInterpreterOn(t, name, src, parseSourceWith(t, name, src, opts), invs)
}

// checkInterpreterOn is checkInterpreter on p, a fresh copy of the
// program the invariants are of (their locations are its own).
func checkInterpreterOn(t *testing.T, name, src string, p *program.Program, invs []Invariant) {
	t.Helper()
	vars := map[string]*program.Var{}
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		vars[v.Name] = v
	}
	info := &program.CheckInfo{ID: "invariant", Kind: program.CheckAssertion}
	for _, inv := range invs {
		if inv.Loc == nil || len(inv.Atoms)+len(inv.Quantified)+len(inv.Exact) == 0 {
			continue
		}
		head := p.Locs[inv.Loc.ID]
		var cond program.Expr = program.True
		for _, a := range append(slices.Clone(inv.Atoms), inv.Exact...) {
			cond = &program.Binary{Op: program.LAnd, X: cond, Y: renameVars(a, vars), T: program.Bool}
		}
		for _, q := range inv.Quantified {
			cond = &program.Binary{Op: program.LAnd, X: cond, Y: quantifiedCheck(q, vars), T: program.Bool}
		}
		pre := p.NewLoc(head.Pos, head.Func)
		for _, ed := range head.In {
			ed.To = pre
			pre.In = append(pre.In, ed)
		}
		head.In = nil
		p.AddEdge(pre, head, &program.Check{Cond: cond, Check: info}, head.Pos)
	}
	for seed := 0; seed < 30; seed++ {
		rng := rand.New(rand.NewPCG(uint64(seed), 3))
		in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
			x := uint64(rng.IntN(60)) - 10
			if rng.IntN(5) == 0 {
				x = rng.Uint64()
			}
			if rng.IntN(3) == 0 && ty.Kind == program.KindInt {
				x = uint64(rng.IntN(2)) // end while (nondet) loops soon
			}
			return interp.IntValue(ty, x), nil
		})
		res, err := interp.Run(p, in, interp.Options{MaxSteps: 200000, NoTrace: true})
		if err != nil {
			t.Fatalf("%s: interpreter: %v", name, err)
		}
		if res.Status == interp.Violated && res.Check == info {
			var text strings.Builder
			WriteInvariants(&text, invs)
			t.Fatalf("%s: a run violates the invariant at %s:\n%s\n%s", name, res.Loc.Pos, text.String(), src)
		}
	}
}

func renameVars(e program.Expr, vars map[string]*program.Var) program.Expr {
	switch e := e.(type) {
	case *program.VarRef:
		return &program.VarRef{Var: vars[e.Var.Name]}
	case *program.Unary:
		return &program.Unary{Op: e.Op, X: renameVars(e.X, vars)}
	case *program.Binary:
		return &program.Binary{Op: e.Op, X: renameVars(e.X, vars), Y: renameVars(e.Y, vars), T: e.T}
	case *program.Cast:
		return &program.Cast{X: renameVars(e.X, vars), T: e.T}
	case *program.Ite:
		return &program.Ite{Cond: renameVars(e.Cond, vars), Then: renameVars(e.Then, vars), Else: renameVars(e.Else, vars)}
	case *program.Index:
		return &program.Index{X: renameVars(e.X, vars), Index: renameVars(e.Index, vars)}
	}
	return e
}

// checkKInduction runs the step case with the invariants; a proof must
// not be contradicted by the bounded search or by the interpreter.
func checkKInduction(t *testing.T, name, src string, sys *System, invs []Invariant) bool {
	t.Helper()
	return checkKInductionDeep(t, name, src, sys, invs, 40)
}

// checkKInductionDeep is checkKInduction with the bounded search that
// must not contradict a proof unwinding each loop deep times (the
// programs whose loops run at most deep - 1 times are searched whole).
func checkKInductionDeep(t *testing.T, name, src string, sys *System, invs []Invariant, deep int) bool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), hangGuard)
	defer cancel()
	st := NewStepper(sys)
	st.SetInvariants(invs)
	provedAt := -1
	for k := 0; k <= 4; k++ {
		ok, err := st.Check(ctx, k)
		if err != nil {
			return false
		}
		if ok {
			provedAt = k
			break
		}
	}
	if provedAt < 0 {
		return false
	}
	// The base case: no violation in the first provedAt transitions; a
	// bound of provedAt covers provedAt+1 of them.
	res, err := bmc.Check(ctx, sys.P, bmc.Options{Unwind: max(provedAt, 1), Prepared: true})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.Verdict == bmc.False {
		return false // the base case fails: no proof
	}
	// A proof: nothing may contradict it.
	res, err = bmc.Check(ctx, parseSource(t, name, src), bmc.Options{Unwind: deep})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if res.Verdict == bmc.False {
		t.Fatalf("%s: k-induction proved it at k=%d, the bounded search finds %s violated:\n%s", name, provedAt, res.Check.ID, src)
	}
	p := parseSource(t, name, src)
	for seed := 0; seed < 30; seed++ {
		res, err := interp.Run(p, interp.NewRandomInputs(int64(seed)), interp.Options{MaxSteps: 100000, NoTrace: true})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if res.Status == interp.Violated {
			t.Fatalf("%s: k-induction proved it at k=%d, a run violates %s:\n%s", name, provedAt, res.Check.ID, src)
		}
	}
	return true
}

// cutPaths returns the paths from cut point from to the next cut points,
// or more than limit of them when there are more.
func cutPaths(sys *System, from *program.Loc, limit int) [][]*program.Edge {
	var paths [][]*program.Edge
	var walk func(l *program.Loc, path []*program.Edge)
	walk = func(l *program.Loc, path []*program.Edge) {
		if len(paths) > limit {
			return
		}
		for _, ed := range l.Out {
			p := append(append([]*program.Edge(nil), path...), ed)
			if sys.CutIndex(ed.To) >= 0 {
				paths = append(paths, p)
				continue
			}
			walk(ed.To, p)
		}
	}
	walk(from, nil)
	return paths
}
