package kinduction

import (
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestPolynomialRandom is a differential test of the polynomial
// invariants against the interpreter. It generates small C programs with
// one or two loops (in sequence, or the second inside the first) whose
// bodies keep polynomial relations (a variable
// that follows a polynomial of the counter, a second-order chain as in a
// sum of cubes, a geometric sum), disturbed at random (a constant off by
// one, an extra update on a branch, a havoc, a write through a pointer,
// a narrow copy, a wrapping multiplier, an inlined call writing a
// global), with assertions of polynomial equalities that hold or were
// planted wrong. Every atom PolynomialInvariants returns must hold at its
// head on every visit of concrete runs (small and large random inputs),
// and no check DischargePolynomial discharges may fail in a concrete run
// of the program as it was before the discharge.
func TestPolynomialRandom(t *testing.T) {
	n := 150 // 3000 with -long
	if *long {
		n = 3000
	}
	dir := t.TempDir()
	atoms, discharged, violated := 0, 0, 0
	for seed := 1; seed <= n; seed++ {
		rng := rand.New(rand.NewSource(int64(seed)))
		src := genPolyProgram(rng)
		path := filepath.Join(dir, fmt.Sprintf("r%d.c", seed))
		if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
		sys := parseFile(t, path)
		invs := PolynomialInvariants(sys)
		at := map[*program.Loc][]program.Expr{}
		for _, inv := range invs {
			if inv.Loc != nil && len(inv.Atoms) > 0 {
				at[inv.Loc] = inv.Atoms
				atoms += len(inv.Atoms)
			}
		}
		// The runs come first: DischargePolynomial rewrites sys.P.
		failed := map[string]string{} // check ID → inputs of a run that violates it
		for run := 0; run < 60; run++ {
			var bad string
			opts := interp.Options{MaxSteps: 4000, NoTrace: true, NoAccelerate: true, Observe: func(l *program.Loc, s *interp.State) {
				for _, a := range at[l] {
					v, err := s.Eval(a)
					if err == nil && v.Bits&1 == 0 && bad == "" {
						bad = program.ExprString(a)
					}
				}
			}}
			in := &mixedInputs{rng: rand.New(rand.NewSource(int64(seed*1000 + run))), large: run%3 == 2}
			r, err := interp.Run(sys.P, in, opts)
			if err != nil {
				t.Fatalf("seed %d: %v\n%s", seed, err, src)
			}
			if bad != "" {
				t.Fatalf("seed %d run %d (inputs %v): atom %s false at its head\n%s", seed, run, r.Inputs, bad, src)
			}
			if r.Status == interp.Violated && r.Check != nil {
				if _, ok := failed[r.Check.ID]; !ok {
					failed[r.Check.ID] = fmt.Sprint(r.Inputs)
					violated++
				}
			}
		}
		for _, c := range DischargePolynomial(sys, invs) {
			discharged++
			if in, ok := failed[c.ID]; ok {
				t.Fatalf("seed %d: check %s (%s) discharged, but inputs %s violate it\n%s", seed, c.ID, c.Comment, in, src)
			}
		}
	}
	t.Logf("%d programs: %d atoms, %d checks discharged, %d checks violated in runs", n, atoms, discharged, violated)
	// The generator must exercise both sides, or the test proves nothing.
	if atoms == 0 || discharged == 0 || violated == 0 {
		t.Errorf("degenerate generator: %d atoms, %d discharged, %d violated", atoms, discharged, violated)
	}
}

// mixedInputs gives integers in [-8, 8], or with large, now and then
// values near the ends of the type (to make products wrap), zero values
// otherwise.
type mixedInputs struct {
	rng   *rand.Rand
	large bool
}

func (s *mixedInputs) Havoc(e *program.Edge, t *program.Type) (interp.Value, error) {
	if !t.IsInteger() {
		return interp.ZeroValue(t), nil
	}
	v := uint64(s.rng.Intn(17) - 8)
	if s.large && s.rng.Intn(3) == 0 {
		v = s.rng.Uint64() >> uint(s.rng.Intn(40))
		if s.rng.Intn(2) == 0 {
			v = -v
		}
	}
	return interp.IntValue(t, v), nil
}

// polyGen builds one random program.
type polyGen struct {
	rng     *rand.Rand
	decls   []string // declarations in main, before the loops
	globals []string // global declarations and functions
	asserts []string // assertions after the loops
	vars    []string // variables the noise may use
	nvar    int
	types   map[string]string // variable → its C type
	labels  int
}

var polyTypes = []string{"int", "int", "long long", "unsigned", "unsigned long long", "short", "unsigned char"}

func (g *polyGen) fresh(prefix string) string {
	g.nvar++
	return fmt.Sprintf("%s%d", prefix, g.nvar)
}

// typed is a fresh variable of type ty.
func (g *polyGen) typed(prefix, ty string) string {
	v := g.fresh(prefix)
	g.types[v] = ty
	return v
}

func (g *polyGen) konst() int { return g.rng.Intn(7) - 3 }

// polyOf prints Σ a[k]·v^k.
func polyOf(a []int, v string) string {
	var terms []string
	for k, c := range a {
		if c == 0 {
			continue
		}
		t := fmt.Sprint(c)
		for i := 0; i < k; i++ {
			t += "*" + v
		}
		terms = append(terms, t)
	}
	if len(terms) == 0 {
		return "0"
	}
	return "(" + strings.Join(terms, " + ") + ")"
}

// delta is the coefficients of g(c+1) - g(c) for g = Σ a[k]·c^k.
func delta(a []int) []int {
	d := make([]int, len(a))
	for k, c := range a {
		// (c+1)^k - c^k = Σ_{i<k} C(k,i) c^i
		binom := 1
		for i := 0; i < k; i++ {
			d[i] += c * binom
			binom = binom * (k - i) / (i + 1)
		}
	}
	return d
}

// expr is a random polynomial expression over vars.
func (g *polyGen) expr(depth int) string {
	if depth <= 0 || g.rng.Intn(3) == 0 {
		if len(g.vars) == 0 || g.rng.Intn(3) == 0 {
			return fmt.Sprint(g.konst())
		}
		return g.vars[g.rng.Intn(len(g.vars))]
	}
	switch g.rng.Intn(9) {
	case 0:
		return "(" + g.expr(depth-1) + " - " + g.expr(depth-1) + ")"
	case 7:
		return "(" + g.expr(depth-1) + g.pick(" / 2)", " % 2)", " >> 1)", " & 1)", " / 3)", " % 4)")
	case 8: // e % 2 + 2 * (e / 2) is e itself; with >> and & too
		e := g.expr(depth - 1)
		return g.pick("(("+e+") % 2 + 2 * (("+e+") / 2))", "(("+e+") & 3) + 4 * (("+e+") >> 2)", "(("+e+") % 4)")
	case 1, 2:
		return "(" + g.expr(depth-1) + " * " + g.expr(depth-1) + ")"
	case 3:
		return "(" + g.expr(depth-1) + " << 1)"
	case 4:
		return "(- " + g.expr(depth-1) + ")"
	case 5:
		return "((" + polyTypes[g.rng.Intn(len(polyTypes))] + ")" + g.expr(depth-1) + ")"
	}
	return "(" + g.expr(depth-1) + " + " + g.expr(depth-1) + ")"
}

// loop is one loop: its counter, bound and body statements.
type polyLoop struct {
	c, n   string
	body   []string // before the counter's increment
	after  []string // after it
	inHead []string // assertions at the top of the body
}

// family adds to l a polynomial relation and its assertions.
func (g *polyGen) family(l *polyLoop) {
	wrong := g.rng.Intn(4) == 0 // a planted error in the assertion
	mutate := g.rng.Intn(3) == 0
	ty := polyTypes[g.rng.Intn(4)]
	if g.rng.Intn(8) == 0 {
		ty = polyTypes[4+g.rng.Intn(3)]
	}
	assertAt := func(lhs, rhs string) {
		if wrong {
			rhs = fmt.Sprintf("%s + %d", rhs, 1+g.rng.Intn(2))
		}
		cond := lhs + " == " + rhs
		switch g.rng.Intn(3) {
		case 0:
			l.inHead = append(l.inHead, "if (!("+cond+")) reach_error();")
		default:
			g.asserts = append(g.asserts, "if (!("+cond+")) reach_error();")
		}
	}
	switch g.rng.Intn(7) {
	case 0, 1: // x == p(c)
		deg := 2 + g.rng.Intn(2)
		a := make([]int, deg+1)
		for i := range a {
			a[i] = g.konst()
		}
		a[deg] = 1 + g.rng.Intn(3)
		x := g.typed("x", ty)
		g.decls = append(g.decls, fmt.Sprintf("%s %s = %d;", ty, x, a[0]))
		d := delta(a)
		if mutate && g.rng.Intn(2) == 0 {
			d[g.rng.Intn(len(d))] += 1
		}
		if len(d) > 2 && g.rng.Intn(2) == 0 {
			// second order: y follows the difference
			y := g.typed("y", ty)
			g.decls = append(g.decls, fmt.Sprintf("%s %s = %d;", ty, y, evalPoly(d, 0)))
			dd := delta(d[:len(d)-1])
			l.body = append(l.body, fmt.Sprintf("%s = %s + %s;", x, x, y), fmt.Sprintf("%s = %s + %s;", y, y, polyOf(dd, l.c)))
			// Half the time y's own relation is not asserted: it is
			// then the residual of x's step (residual candidates).
			if g.rng.Intn(2) == 0 {
				assertAt(y, polyOf(d[:len(d)-1], l.c))
			}
		} else {
			l.body = append(l.body, fmt.Sprintf("%s = %s + %s;", x, x, polyOf(d[:len(d)-1], l.c)))
		}
		assertAt(x, polyOf(a, l.c))
		if mutate {
			g.disturb(l, x)
		}
		g.vars = append(g.vars, x)
	case 2: // geometric: x*z - x - y + 1 == 0
		// the ratio may be narrower (an int ratio of a long long sum)
		zt := g.narrowerOr(ty)
		x, y, z := g.typed("x", ty), g.typed("y", ty), g.typed("z", zt)
		g.decls = append(g.decls, fmt.Sprintf("%s %s = __VERIFIER_nondet_int();", zt, z), fmt.Sprintf("%s %s = 1, %s = %s;", ty, x, y, z))
		l.body = append(l.body, fmt.Sprintf("%s = %s * %s + 1;", x, x, z), fmt.Sprintf("%s = %s * %s;", y, y, z))
		assertAt(fmt.Sprintf("%s * %s - %s - %s + 1", x, z, x, y), "0")
		if g.rng.Intn(2) == 0 {
			g.asserts = append(g.asserts, fmt.Sprintf("%s = %s * (%s - 1);", x, x, z))
			if wrong {
				g.asserts = append(g.asserts, fmt.Sprintf("if (%s - %s != 0) reach_error();", x, y))
			} else {
				g.asserts = append(g.asserts, fmt.Sprintf("if (1 + %s - %s != 0) reach_error();", x, y))
			}
		}
		if mutate {
			g.disturb(l, g.pick(x, y, z))
		}
		g.vars = append(g.vars, x, y)
	case 3: // product of two counters: s == a*b with a, b stepping
		bt := g.narrowerOr(ty)
		s, a, b := g.typed("s", ty), g.typed("a", ty), g.typed("b", bt)
		g.decls = append(g.decls, fmt.Sprintf("%s %s = 0, %s = 0;", ty, s, a), fmt.Sprintf("%s %s = __VERIFIER_nondet_int();", bt, b))
		if g.rng.Intn(4) == 0 {
			// the input changes between iterations: no invariant
			l.body = append(l.body, fmt.Sprintf("if (%s == 2) %s = __VERIFIER_nondet_int();", l.c, b))
		}
		l.body = append(l.body, fmt.Sprintf("%s = %s + %s;", s, s, b), fmt.Sprintf("%s = %s + 1;", a, a))
		assertAt(s, fmt.Sprintf("%s * %s", a, b))
		if mutate {
			g.disturb(l, g.pick(s, a, b))
		}
		g.vars = append(g.vars, s, a)
	case 4: // split counters: each iteration counts in one of them, chosen by %
		k := 2 + g.rng.Intn(2)
		vs := make([]string, k)
		for i := range vs {
			vs[i] = g.typed("s", ty)
			g.decls = append(g.decls, fmt.Sprintf("%s %s = 0;", ty, vs[i]))
		}
		m := 2 + g.rng.Intn(3)
		var b strings.Builder
		for i, v := range vs {
			switch {
			case i == 0:
				fmt.Fprintf(&b, "if (%s %% %d == 0) %s = %s + 1;", l.c, m, v, v)
			case i < k-1:
				fmt.Fprintf(&b, " else if (%s %% %d == 1) %s++;", l.c, m+1, v)
			default:
				fmt.Fprintf(&b, " else %s += 1;", v)
			}
		}
		l.body = append(l.body, b.String())
		assertAt(strings.Join(vs, " + "), l.c)
		if mutate {
			g.disturb(l, vs[g.rng.Intn(k)])
		}
		g.vars = append(g.vars, vs...)
	case 5: // digits: v + u*p == u0 as u is divided by a base
		u0, u, v, p := g.typed("u", ty), g.typed("u", ty), g.typed("v", ty), g.typed("p", ty)
		g.decls = append(g.decls, fmt.Sprintf("%s %s = __VERIFIER_nondet_int();", ty, u0), fmt.Sprintf("%s %s = %s, %s = 0, %s = 1;", ty, u, u0, v, p))
		base := g.pick("2", "4", "10", "3")
		rem, quo := u+" % "+base, u+" / "+base
		if base == "4" && g.rng.Intn(2) == 0 {
			rem, quo = u+" & 3", u+" >> 2"
		}
		if mutate && g.rng.Intn(2) == 0 {
			// a remainder of another base, or a quotient rounded
			// the other way
			rem = g.pick(u+" % 3", u+" & 1", "("+u+" >> 1) % "+base)
		}
		l.body = append(l.body, fmt.Sprintf("%s = %s + (%s) * %s;", v, v, rem, p), fmt.Sprintf("%s = %s;", u, quo), fmt.Sprintf("%s = %s * %s;", p, p, base))
		assertAt(fmt.Sprintf("%s + %s * %s", v, u, p), u0)
		if mutate {
			g.disturb(l, g.pick(u, v, p))
		}
		g.vars = append(g.vars, u, v)
	case 6: // halving: z + x*y == x0*y0, y halved when even
		x0, y0 := g.typed("a", ty), g.typed("b", ty)
		x, y, z := g.typed("x", ty), g.typed("y", ty), g.typed("z", ty)
		g.decls = append(g.decls, fmt.Sprintf("%s %s = __VERIFIER_nondet_int(), %s = __VERIFIER_nondet_int();", ty, x0, y0), fmt.Sprintf("%s %s = %s, %s = %s, %s = 0;", ty, x, x0, y, y0, z))
		even := g.pick(y+" % 2 == 0", "("+y+" & 1) == 0", "!("+y+" % 2)", y+" % 2 != 1")
		half := g.pick(y+" / 2", y+" >> 1")
		if mutate && g.rng.Intn(2) == 0 {
			even = g.pick(y+" % 3 == 0", y+" % 2 != 0", "("+y+" & 2) == 0", y+" % 4 != 1")
		}
		l.body = append(l.body, fmt.Sprintf("if (%s) { %s = 2 * %s; %s = %s; } else { %s = %s + %s; %s = %s - 1; }", even, x, x, y, half, z, z, x, y, y))
		assertAt(fmt.Sprintf("%s + %s * %s", z, x, y), fmt.Sprintf("%s * %s", x0, y0))
		if mutate {
			g.disturb(l, g.pick(x, y, z))
		}
		g.vars = append(g.vars, x, y, z)
	}
}

// narrowerOr is, half of the time, a type narrower than ty (int for a
// long long, short or unsigned char for an int), else ty.
func (g *polyGen) narrowerOr(ty string) string {
	if g.rng.Intn(2) == 0 {
		return ty
	}
	switch ty {
	case "long long", "unsigned long long":
		return g.pick("int", "unsigned", "short")
	case "int", "unsigned":
		return g.pick("short", "unsigned char", "unsigned short")
	}
	return ty
}

func (g *polyGen) pick(vs ...string) string { return vs[g.rng.Intn(len(vs))] }

func evalPoly(a []int, c int) int {
	s, p := 0, 1
	for _, k := range a {
		s += k * p
		p *= c
	}
	return s
}

// disturb breaks or tests the relation kept by v in one of several ways.
func (g *polyGen) disturb(l *polyLoop, v string) {
	cond := fmt.Sprintf("%s == %d", l.c, g.rng.Intn(4))
	if g.rng.Intn(3) == 0 {
		cond = "__VERIFIER_nondet_int()"
	}
	switch g.rng.Intn(9) {
	case 0:
		l.body = append(l.body, fmt.Sprintf("if (%s) %s = %s + 1;", cond, v, v))
	case 1:
		l.body = append(l.body, fmt.Sprintf("if (%s) %s = __VERIFIER_nondet_int();", cond, v))
	case 2: // through a pointer
		p := g.fresh("p")
		g.decls = append(g.decls, fmt.Sprintf("%s *%s = &%s;", g.types[v], p, v))
		l.body = append(l.body, fmt.Sprintf("if (%s) *%s = *%s + 7;", cond, p, p))
	case 3: // an inlined call writes the variable as a global
		gv := g.fresh("g")
		f := g.fresh("f")
		g.globals = append(g.globals, fmt.Sprintf("long long %s;", gv), fmt.Sprintf("void %s(void) { %s = %s + 1; }", f, gv, gv))
		l.body = append(l.body, fmt.Sprintf("%s = %s;", gv, v), fmt.Sprintf("if (%s) %s();", cond, f), fmt.Sprintf("%s = %s;", v, gv))
	case 4: // a narrow copy that wraps
		l.body = append(l.body, fmt.Sprintf("%s = (short)%s;", v, v))
	case 5: // a local of the body, uninitialised on some paths
		h := g.fresh("h")
		l.body = append(l.body, fmt.Sprintf("{ int %s; if (%s) %s = 0; else %s = __VERIFIER_nondet_int(); %s = %s + %s * %s; }", h, cond, h, h, v, v, h, h))
	case 6: // a branch that leaves the loop early
		l.body = append(l.body, fmt.Sprintf("if (%s) { %s = %s + 2; break; }", cond, v, v))
	case 7: // continue skips the rest of the body and the counter
		l.body = append([]string{fmt.Sprintf("if (%s) { %s = %s * 3; %s = %s + 1; continue; }", cond, v, v, l.c, l.c)}, l.body...)
	case 8: // a division (no polynomial)
		l.body = append(l.body, fmt.Sprintf("%s = %s / 2 * 2;", v, v))
	}
}

// genPolyProgram is one random program.
func genPolyProgram(rng *rand.Rand) string {
	g := &polyGen{rng: rng, types: map[string]string{}}
	loops := 1 + rng.Intn(2)
	var ls []*polyLoop
	for i := 0; i < loops; i++ {
		l := &polyLoop{c: g.fresh("c"), n: g.fresh("n")}
		g.decls = append(g.decls, fmt.Sprintf("int %s = __VERIFIER_nondet_int();", l.n))
		if i > 0 && rng.Intn(2) == 0 {
			g.decls = append(g.decls, fmt.Sprintf("int %s = 0;", l.c))
		} else {
			g.decls = append(g.decls, fmt.Sprintf("int %s = 0;", l.c))
		}
		for f := 1 + rng.Intn(2); f > 0; f-- {
			g.family(l)
		}
		if rng.Intn(2) == 0 {
			// a narrow input the noise reads widened, new in some
			// iterations
			in := g.typed("i", g.pick("int", "short", "unsigned char"))
			g.decls = append(g.decls, fmt.Sprintf("%s %s = __VERIFIER_nondet_int();", g.types[in], in))
			if rng.Intn(2) == 0 {
				l.body = append(l.body, fmt.Sprintf("%s = __VERIFIER_nondet_int();", in))
			}
			g.vars = append(g.vars, in)
		}
		// noise: random assignments and equalities over the variables
		for k := rng.Intn(3); k > 0 && len(g.vars) > 0; k-- {
			v := g.vars[rng.Intn(len(g.vars))]
			switch rng.Intn(3) {
			case 0:
				l.body = append(l.body, fmt.Sprintf("if (%s == %s) %s = %s;", g.expr(2), g.expr(2), v, g.expr(2)))
			case 1:
				l.after = append(l.after, fmt.Sprintf("if (!(%s == %s)) reach_error();", g.expr(2), g.expr(2)))
			default:
				g.asserts = append(g.asserts, fmt.Sprintf("if (%s != %s) reach_error();", g.expr(2), g.expr(2)))
			}
		}
		ls = append(ls, l)
	}
	var b strings.Builder
	b.WriteString("extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\n")
	for _, s := range g.globals {
		b.WriteString(s + "\n")
	}
	b.WriteString("int main(void) {\n")
	for _, d := range g.decls {
		b.WriteString("  " + d + "\n")
	}
	render := func(l *polyLoop) string {
		var b strings.Builder
		body := append(append(append([]string(nil), l.inHead...), l.body...), l.c+" = "+l.c+" + 1;")
		body = append(body, l.after...)
		inner := "    " + strings.Join(body, "\n    ") + "\n"
		switch rng.Intn(4) {
		case 0:
			fmt.Fprintf(&b, "  while (%s < %s) {\n%s  }\n", l.c, l.n, inner)
		case 1:
			fmt.Fprintf(&b, "  do {\n%s  } while (%s < %s);\n", inner, l.c, l.n)
		case 2:
			fmt.Fprintf(&b, "  for (;;) {\n    if (%s >= %s) break;\n%s  }\n", l.c, l.n, inner)
		default:
			// a loop of gotos; continue and break become jumps
			g.labels++
			top, end := fmt.Sprintf("top%d", g.labels), fmt.Sprintf("end%d", g.labels)
			inner = strings.ReplaceAll(inner, "continue;", "goto "+top+";")
			inner = strings.ReplaceAll(inner, "break;", "goto "+end+";")
			fmt.Fprintf(&b, "  %s:\n  if (!(%s < %s)) goto %s;\n%s  goto %s;\n  %s:;\n", top, l.c, l.n, end, inner, top, end)
		}

		return b.String()
	}
	// Now and then the second loop runs inside the first one's body,
	// its counter reset there or not (nested loops: the inner loop is a
	// step of the outer loop's paths).
	if len(ls) == 2 && g.rng.Intn(3) == 0 {
		t := render(ls[1])
		if g.rng.Intn(2) == 0 {
			t = ls[1].c + " = 0;\n" + t
		}
		ls[0].body = append(ls[0].body, t)
		ls = ls[:1]
	}
	for _, l := range ls {
		b.WriteString(render(l))
	}
	for _, a := range g.asserts {
		b.WriteString("  " + a + "\n")
	}
	b.WriteString("  return 0;\n}\n")
	return b.String()
}
