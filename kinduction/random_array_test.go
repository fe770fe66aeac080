package kinduction

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/go-air/gini"
	"github.com/go-air/gini/z"
	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// arrayGen writes small random C programs over arrays of a few cells:
// loops that fill them (with a constant, nondeterministic values, the
// index), copy one into another, scan for a value (also up to a
// sentinel), partition one into two by a comparison, writes at
// nondeterministic indices, and a final
// loop that asserts something of a prefix, which may or may not hold.
type arrayGen struct {
	rng *rand.Rand
	b   strings.Builder
	n   int
}

func (g *arrayGen) printf(format string, args ...any) { fmt.Fprintf(&g.b, format, args...) }

func (g *arrayGen) arr() string { return []string{"a", "b", "c"}[g.rng.IntN(3)] }

func (g *arrayGen) loop() {
	x, y, z := g.arr(), g.arr(), g.arr()
	c := g.rng.IntN(7) - 2
	switch g.rng.IntN(10) {
	case 0:
		g.printf("for (i = 0; i < %d; i++) %s[i] = %d;\n", g.n, x, c)
	case 1:
		g.printf("for (i = 0; i < %d; i++) %s[i] = __VERIFIER_nondet_int();\n", g.n, x)
	case 2:
		g.printf("for (i = 0; i < %d; i++) %s[i] = i + %d;\n", g.n, x, c)
	case 3:
		g.printf("for (i = 0; i < %d; i++) %s[i] = %s[i];\n", g.n, x, y)
	case 4:
		g.printf("i = 0;\nwhile (i < %d && %s[i] != e) i++;\n", g.n, x)
	case 5:
		g.printf("bj = 0; cj = 0;\nfor (i = 0; i < %d; i++) { if (%s[i] >= %d) { %s[bj] = %s[i]; bj++; } else { %s[cj] = %s[i]; cj++; } }\n", g.n, x, c, y, x, z, x)
	case 6:
		g.printf("j = __VERIFIER_nondet_int();\n__VERIFIER_assume(0 <= j && j < %d);\n%s[j] = %d;\n", g.n, x, c)
	case 7:
		g.printf("for (i = %d; i >= 0; i--) %s[i] = %d;\n", g.n-1, x, c)
	case 8:
		// A sentinel, and a search that stops at it or before.
		g.printf("%s[%d] = %d;\ni = 0;\nwhile (%s[i] != %d) i++;\n", x, g.rng.IntN(g.n), c, x, c)
	default:
		g.printf("m = __VERIFIER_nondet_int();\n__VERIFIER_assume(0 <= m && m <= %d);\nfor (i = 0; i < m; i++) %s[i] = %d;\n", g.n, x, c)
	}
}

func (g *arrayGen) program(seed uint64) string {
	g.rng = rand.New(rand.NewPCG(seed, 11))
	g.b.Reset()
	g.n = 2 + g.rng.IntN(5)
	g.printf("extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nvoid reach_error(void) {}\nvoid __VERIFIER_assert(int c) { if (!c) reach_error(); }\nint main() {\n")
	g.printf("int a[%d], b[%d], c[%d];\nint e = __VERIFIER_nondet_int();\nint i = 0, j = 0, m = 0, x, bj = 0, cj = 0;\n", g.n, g.n, g.n)
	for k := 0; k < 1+g.rng.IntN(3); k++ {
		g.loop()
	}
	bound := []string{fmt.Sprint(g.n), "i", "bj", "cj", "m"}[g.rng.IntN(5)]
	if bound == "i" {
		// i may be past the end after a down-counting loop (-1) or a
		// scan (n): keep the final loop in bounds.
		g.printf("__VERIFIER_assume(i <= %d);\n", g.n)
	}
	x := g.arr()
	c := g.rng.IntN(7) - 2
	cond := []string{
		fmt.Sprintf("%s[x] == %d", x, c),
		fmt.Sprintf("%s[x] != e", x),
		fmt.Sprintf("%s[x] == %s[x]", x, g.arr()),
		fmt.Sprintf("%s[x] >= %d", x, c),
		fmt.Sprintf("%s[x] < %d", x, c),
		fmt.Sprintf("%s[x] == x + %d", x, c),
	}[g.rng.IntN(6)]
	g.printf("for (x = 0; x < %s; x++) __VERIFIER_assert(%s);\n", bound, cond)
	g.printf("return 0;\n}\n")
	return g.b.String()
}

// sortProgram writes a random program that sorts (bubble or selection
// sort), moves the maximum to the end (one bubble pass) or finds the
// least cell of an array, with a bound that may be one short, and
// asserts something of the order of the cells that may or may not hold.
func (g *arrayGen) sortProgram(seed uint64) string {
	g.rng = rand.New(rand.NewPCG(seed, 13))
	g.b.Reset()
	n := 3 + g.rng.IntN(4)
	short := func() int { return []int{0, 0, 0, 1}[g.rng.IntN(4)] }
	g.printf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nvoid __VERIFIER_assert(int c) { if (!c) reach_error(); }\nint main() {\n")
	g.printf("int a[%d];\nint i, j, t, s, x;\nfor (i = 0; i < %d; i++) a[i] = __VERIFIER_nondet_int();\n", n, n)
	var cond string
	switch g.rng.IntN(4) {
	case 0:
		g.printf("for (i = 0; i < %d; i++)\n  for (j = 0; j < %d - i; j++)\n    if (a[j] > a[j + 1]) { t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }\n", n-1, n-1-short())
		cond = "a[x] <= a[x + 1]"
	case 1:
		g.printf("for (i = 0; i < %d; i++) {\n  s = i;\n  for (j = i + 1; j < %d; j++)\n    if (a[j] < a[s]) s = j;\n  t = a[i]; a[i] = a[s]; a[s] = t;\n}\n", n-1, n-short())
		cond = "a[x] <= a[x + 1]"
	case 2:
		g.printf("for (j = 0; j < %d; j++)\n  if (a[j] > a[j + 1]) { t = a[j]; a[j] = a[j + 1]; a[j + 1] = t; }\n", n-1-short())
		cond = fmt.Sprintf("a[x] <= a[%d]", n-1)
	default:
		g.printf("s = 0;\nfor (j = 1; j < %d; j++)\n  if (a[j] < a[s]) s = j;\n", n-short())
		cond = "a[s] <= a[x]"
	}
	g.printf("for (x = 0; x < %d; x++) __VERIFIER_assert(%s);\nreturn 0;\n}\n", n-1, cond)
	return g.b.String()
}

// moveProgram writes a random program that moves cells between arrays
// (a copy mirrored about a bound, b[n - 1 - i] = a[i]; a shift of one
// array after a copy, a[i] = a[i - 1] or a[i] = a[i + 1]) or fills the
// cells of one stride (i += s, up or down), with bounds that may be one
// off, and asserts a relation that may or may not hold.
func (g *arrayGen) moveProgram(seed uint64) string {
	g.rng = rand.New(rand.NewPCG(seed, 17))
	g.b.Reset()
	n := 3 + g.rng.IntN(4)
	off := func() int { return []int{0, 0, 0, 1, -1}[g.rng.IntN(5)] }
	g.printf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nvoid __VERIFIER_assert(int c) { if (!c) reach_error(); }\nint main() {\n")
	g.printf("int a[%d], b[%d];\nint i, t, x;\nfor (i = 0; i < %d; i++) a[i] = __VERIFIER_nondet_int();\n", n, n, n)
	var cond, bound string
	switch g.rng.IntN(4) {
	case 0:
		g.printf("for (i = %d; i >= 0; i--) b[%d - i] = a[i];\n", n-1, n-1+off())
		cond, bound = fmt.Sprintf("b[x] == a[%d - x]", n-1+off()), fmt.Sprint(n)
	case 1:
		g.printf("for (i = 0; i < %d; i++) b[i] = a[i];\nt = a[%d];\nfor (i = %d; i > 0; i--) a[i] = a[i - 1];\na[0] = t;\n", n, n-1, n-1+min(0, off()))
		cond, bound = "a[x + 1] == b[x]", fmt.Sprint(n-1)
		if g.rng.IntN(2) == 0 {
			cond, bound = fmt.Sprintf("a[0] == b[%d]", n-1+min(0, off())), "1"
		}
	case 2:
		g.printf("for (i = 0; i < %d; i++) b[i] = a[i];\nfor (i = 0; i < %d; i++) a[i] = a[i + 1];\n", n, n-1+min(0, off()))
		cond, bound = "a[x] == b[x + 1]", fmt.Sprint(n-1)
	default:
		s := 2 + g.rng.IntN(2)
		c := g.rng.IntN(5) - 2
		if g.rng.IntN(2) == 0 {
			g.printf("for (i = %d; i < %d; i += %d) a[i] = %d;\n", g.rng.IntN(2), n, s, c)
		} else {
			g.printf("for (i = %d; i >= 0; i -= %d) a[i] = %d;\n", n-1-g.rng.IntN(2), s, c)
		}
		cond, bound = fmt.Sprintf("x %% %d != %d || a[x] == %d", s, g.rng.IntN(s), c), fmt.Sprint(n)
	}
	g.printf("for (x = 0; x < %s; x++) __VERIFIER_assert(%s);\nreturn 0;\n}\n", bound, cond)
	return g.b.String()
}

// accumProgram writes a random program in the style of array-fpi: it
// fills an array with a constant, two constants by the parity of the
// index or the index modulo a constant, may update every cell under a
// condition on it, and sums the cells (or counts those equal to a
// constant) into a scalar or a one-cell array, then asserts a relation
// of the sum with the length that may or may not hold.
func (g *arrayGen) accumProgram(seed uint64) string {
	g.rng = rand.New(rand.NewPCG(seed, 19))
	g.b.Reset()
	n := 3 + g.rng.IntN(4)
	c := func() int { return g.rng.IntN(5) - 1 }
	// a and sum follow the program, so that half the assertions hold.
	a := make([]int, n)
	g.printf("extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\nvoid __VERIFIER_assert(int c) { if (!c) reach_error(); }\nint main() {\n")
	g.printf("int a[%d];\nint s[1];\nint t;\nint i;\n", n)
	switch g.rng.IntN(3) {
	case 0:
		x := c()
		g.printf("for (i = 0; i < %d; i++) a[i] = %d;\n", n, x)
		for i := range a {
			a[i] = x
		}
	case 1:
		x, y := c(), c()
		g.printf("for (i = 0; i < %d; i++) { if (i %% 2 == 0) a[i] = %d; else a[i] = %d; }\n", n, x, y)
		for i := range a {
			a[i] = []int{x, y}[i%2]
		}
	default:
		m := 2 + g.rng.IntN(3)
		g.printf("for (i = 0; i < %d; i++) a[i] = i %% %d;\n", n, m)
		for i := range a {
			a[i] = i % m
		}
	}
	if g.rng.IntN(2) == 0 {
		x, d := c(), 1+g.rng.IntN(2)
		g.printf("for (i = 0; i < %d; i++) { if (a[i] == %d) a[i] = a[i] + %d; else a[i] = a[i] - 1; }\n", n, x, d)
		for i := range a {
			if a[i] == x {
				a[i] += d
			} else {
				a[i]--
			}
		}
	}
	acc := []string{"t", "s[0]"}[g.rng.IntN(2)]
	sum := 0
	switch g.rng.IntN(3) {
	case 0:
		g.printf("%s = 0;\nfor (i = 0; i < %d; i++) %s = %s + a[i];\n", acc, n, acc, acc)
		for _, x := range a {
			sum += x
		}
	case 1:
		x := c()
		g.printf("%s = 0;\nfor (i = 0; i < %d; i++) { if (a[i] == %d) %s = %s + 1; }\n", acc, n, x, acc, acc)
		for _, y := range a {
			if y == x {
				sum++
			}
		}
	default:
		g.printf("for (i = 0; i < %d; i++) { if (i == 0) %s = 0; else %s = %s + a[i]; }\n", n, acc, acc, acc)
		for _, x := range a[1:] {
			sum += x
		}
	}
	op := []string{"==", "<=", ">="}[g.rng.IntN(3)]
	k := g.rng.IntN(4)
	if g.rng.IntN(2) == 0 {
		// One that holds: the least (greatest) multiple of n at or
		// above (below) the sum.
		floor := sum / n
		if sum%n != 0 && sum < 0 {
			floor--
		}
		switch {
		case op == "==" && sum%n == 0:
			k = sum / n
		case op == ">=":
			k = floor
		default:
			op, k = "<=", floor
			if sum%n != 0 {
				k++
			}
		}
	}
	g.printf("__VERIFIER_assert(%s %s %d * %d);\nreturn 0;\n}\n", acc, op, k, n)
	return g.b.String()
}

// TestRandomArrayPrograms is TestRandomPrograms for programs over small
// arrays: every invariant, quantified atoms included, is checked by SAT
// path by path (a quantified atom before the path instantiated at every
// cell of the arrays and every index the path reads, after it at a
// Skolem index) and by the interpreter (the quantifier evaluated over
// every cell), and no k-induction proof may be contradicted.
func TestRandomArrayPrograms(t *testing.T) {
	// The first 12 seeds by default; the 24 of before with -long.
	n := 12
	if *long {
		n = 24
	}
	if testing.Short() {
		n = 8
	}
	// And a few that sort or search for an extremum, whose invariants
	// are order atoms (a[k] <= a[k + 1], a[k] <= a[p]): seeds chosen
	// for a bubble sort one pass short, a selection sort, a bubble pass
	// one short, a search for the least cell one short.
	sortSeeds := []uint64{12, 14, 0, 6}
	if testing.Short() {
		sortSeeds = sortSeeds[:2]
	}
	sorts := len(sortSeeds)
	// And some that move cells (mirrored copies, shifts) or fill one
	// stride, whose atoms compose with a copy's (a[k] == b[k - 1]) or
	// are guarded by a congruence.
	moveSeeds := 6
	if testing.Short() {
		moveSeeds = 3
	}
	// And some that sum cells into an accumulator (array-fpi's style),
	// whose invariants relate the sum with the counter (t - 2*i <= 0)
	// by the quantified facts of the cells.
	accumSeeds := 6
	if testing.Short() {
		accumSeeds = 3
	}
	var g arrayGen
	proved, quantified := 0, 0
	for seed := uint64(0); seed < uint64(n+sorts+moveSeeds+accumSeeds); seed++ {
		src := g.program(seed)
		switch {
		case seed >= uint64(n+sorts+moveSeeds):
			src = g.accumProgram(seed)
		case seed >= uint64(n+sorts):
			src = g.moveProgram(seed)
		case seed >= uint64(n):
			src = g.sortProgram(sortSeeds[seed-uint64(n)])
		}
		name := fmt.Sprintf("array%d.c", seed)
		p := parseSource(t, name, src)
		sys, err := NewSystem(p)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ctx, cancel := workBounded(synthWork)
		invs, _, err := Synthesize(ctx, sys, SynthOptions{})
		cancel()
		if err != nil {
			t.Logf("%s: synthesis: %v", name, err)
			continue
		}
		nq := 0
		for _, inv := range invs {
			nq += len(inv.Quantified)
		}
		quantified += nq
		checkInductivePathByPath(t, name, src, sys, invs)
		checkQuantifiedPathByPath(t, name, src, sys, invs)
		checkInterpreter(t, name, src, invs)
		ok := checkKInduction(t, name, src, sys, invs)
		if ok {
			proved++
		}
		if seed >= uint64(n) {
			t.Logf("%s (a sort, a search, a move or a sum): %d quantified atoms, proved: %v", name, nq, ok)
		}
	}
	t.Logf("%d programs: %d quantified atoms, %d proved by k-induction", n+sorts+moveSeeds+accumSeeds, quantified, proved)
	if quantified == 0 || proved == 0 {
		t.Errorf("the random array programs exercise no quantified atom (%d) or no proof (%d)", quantified, proved)
	}
}

// checkQuantifiedPathByPath proves, for every path between cut points,
// that the whole invariant at its start implies each quantified atom at
// its end, on its own encoding: the quantified atoms before the path are
// instantiated at every in-bounds constant index and every index term
// the path and the goal read, the goal's index is a fresh variable.
func checkQuantifiedPathByPath(t *testing.T, name, src string, sys *System, invs []Invariant) {
	t.Helper()
	for c, from := range sys.Cuts {
		paths := cutPaths(sys, from, 200)
		if len(paths) > 200 {
			continue
		}
		for _, path := range paths {
			d := sys.CutIndex(path[len(path)-1].To)
			if d == 0 {
				continue
			}
			for _, q := range invs[d].Quantified {
				b := bitvec.New()
				e := symex.NewEncoder(sys.P, b)
				s0 := symex.NewState(b.T())
				for _, v := range sys.vars {
					s0.Set(v, e.Fresh(v.Type))
				}
				s := s0.Clone()
				for _, ed := range path {
					if err := e.Exec(s, ed); err != nil {
						t.Fatalf("%s: %v", name, err)
					}
				}
				at := func(st *symex.State, q *Quantified, idx bitvec.BV) z.Lit {
					st = st.Clone()
					st.Set(q.K, symex.Value{Bits: b.Resize(idx, q.K.Type.Width, true)})
					return e.Cond(st, q.Formula())
				}
				goal := at(s, q, b.Fresh(q.K.Type.Width)).Not()
				var pre []z.Lit
				if c > 0 {
					for _, a := range invs[c].Atoms {
						pre = append(pre, e.Cond(s0, a))
					}
					initial := map[*program.Var]symex.Value{}
					for _, v := range sys.vars {
						initial[v], _ = s0.Value(v)
					}
					pre = append(pre, instantiateAll(sys, e, s0, initial, invs[c].Quantified)...)
				}
				all := b.C().Ands(append(append(pre, e.Axioms...), s.Guard, goal)...)
				sg := gini.New()
				b.AddCnf(sg, all)
				sg.Assume(all)
				if sg.Solve() == 1 {
					var text strings.Builder
					WriteInvariants(&text, invs)
					t.Fatalf("%s: %s is not inductive along the path from %s to %s:\n%s\n%s", name, q, from, path[len(path)-1].To, text.String(), src)
				}
			}
		}
	}
}

// instantiateAll returns the quantified atoms qs in st instantiated at
// every in-bounds constant index of the program's arrays and at every
// index term read from the bases of the arrays in initial.
func instantiateAll(sys *System, e *symex.Encoder, st *symex.State, initial map[*program.Var]symex.Value, qs []*Quantified) []z.Lit {
	b := e.B
	var maxLen int64
	for _, v := range sys.vars {
		if v.Type.Kind == program.KindArray {
			maxLen = max(maxLen, v.Type.Len)
		}
	}
	var idxs []bitvec.BV
	for i := int64(0); i < maxLen; i++ {
		idxs = append(idxs, b.Const(64, uint64(i)))
	}
	for _, val := range initial {
		if val.Arr != nil {
			reads, _ := val.Arr.BaseReads()
			for _, r := range reads {
				idxs = append(idxs, r.Idx)
			}
		}
	}
	var out []z.Lit
	for _, q := range qs {
		for _, idx := range idxs {
			s := st.Clone()
			s.Set(q.K, symex.Value{Bits: b.Resize(idx, q.K.Type.Width, true)})
			out = append(out, e.Cond(s, q.Formula()))
		}
	}
	return out
}

// quantifiedChecks returns q as a conjunction of its instances at every
// index from 0 to n-1 (n: the shortest array the body reads), for the
// interpreter.
func quantifiedCheck(q *Quantified, vars map[string]*program.Var) program.Expr {
	n := int64(-1)
	program.Walk(q.Body, func(x program.Expr) bool {
		if r, ok := x.(*program.VarRef); ok && r.Var.Type.Kind == program.KindArray && (n < 0 || r.Var.Type.Len < n) {
			n = r.Var.Type.Len
		}
		return true
	})
	var out program.Expr = program.True
	for i := int64(0); i < n; i++ {
		k := program.NewConstInt(q.K.Type, i)
		inst := replace(q.Formula(), func(x program.Expr) (program.Expr, bool) {
			if r, ok := x.(*program.VarRef); ok && r.Var == q.K {
				return k, true
			}
			return nil, false
		})
		out = &program.Binary{Op: program.LAnd, X: out, Y: renameVars(inst, vars), T: program.Bool}
	}
	return out
}
