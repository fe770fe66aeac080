package fngen

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// MaxDepth bounds the recursion of a generated program: a function is
// active at most MaxDepth+1 times at once.
const MaxDepth = 3

// A Program is a generated C program.
type Program struct {
	Source string
	Funcs  int // number of operand functions f0, f1, ...
}

// Generate returns a random program; the same seed gives the same text.
func Generate(seed uint64) *Program {
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	g := &gen{r: r}
	return g.program()
}

type gen struct {
	r *rand.Rand
	b strings.Builder
	n int // operand functions
}

func (g *gen) printf(format string, args ...any) { fmt.Fprintf(&g.b, format, args...) }

func (g *gen) konst() string { return fmt.Sprintf("%du", g.r.IntN(100)) }

// expr is a random unsigned expression over a and b and constants; calls
// of f0 ... f(limit-1) appear when depth allows.
func (g *gen) expr(depth, limit int) string {
	if depth <= 0 {
		switch g.r.IntN(3) {
		case 0:
			return "a"
		case 1:
			return "b"
		}
		return g.konst()
	}
	switch k := g.r.IntN(8); {
	case k < 4:
		op := []string{"+", "-", "*", "^", "&", "|"}[g.r.IntN(6)]
		return "(" + g.expr(depth-1, limit) + " " + op + " " + g.expr(depth-1, limit) + ")"
	case k == 4:
		return fmt.Sprintf("(%s >> %d)", g.expr(depth-1, limit), 1+g.r.IntN(7))
	case k == 5:
		return fmt.Sprintf("(%s < %s ? %s : %s)", g.expr(depth-1, limit), g.expr(depth-1, limit), g.expr(depth-1, limit), g.expr(depth-1, limit))
	case k == 6 && limit > 0:
		return fmt.Sprintf("f%d(%s, %s)", g.r.IntN(limit), g.expr(depth-1, limit), g.expr(depth-1, limit))
	}
	return g.konst()
}

func (g *gen) fn(i int) string { return fmt.Sprintf("f%d", g.r.IntN(i)) }

func (g *gen) program() *Program {
	g.n = 3 + g.r.IntN(3)
	g.printf("extern unsigned __VERIFIER_nondet_uint(void);\nextern void reach_error(void);\n")
	g.printf("typedef unsigned (*op_t)(unsigned, unsigned);\n")
	g.printf("unsigned result;\n")
	for i := 0; i < g.n; i++ {
		g.printf("unsigned f%d(unsigned a, unsigned b) { return %s; }\n", i, g.expr(2+g.r.IntN(2), i))
	}
	g.printf("op_t tab[4] = {%s, %s, %s, %s};\n", g.fn(g.n), g.fn(g.n), g.fn(g.n), g.fn(g.n))
	g.printf("struct cb { op_t op; unsigned k; } cbs[2] = {{%s, %s}, {%s, %s}};\n", g.fn(g.n), g.konst(), g.fn(g.n), g.konst())
	// Recursion through the table, its depth an input's low bits.
	g.printf("unsigned rec(unsigned d, unsigned x, op_t h) {\n")
	g.printf("  if (d == 0)\n    return h(x, %s);\n", g.konst())
	g.printf("  return tab[(d + x) & 3](rec(d - 1, x ^ %s, h), d);\n}\n", g.konst())
	// Mutual recursion.
	g.printf("unsigned pong(unsigned d, unsigned x);\n")
	g.printf("unsigned ping(unsigned d, unsigned x) { return d == 0 ? x : pong(d - 1, %s(x, d)); }\n", g.fn(g.n))
	g.printf("unsigned pong(unsigned d, unsigned x) { return d == 0 ? x + 1u : ping(d - 1, x * %s); }\n", g.konst())
	// Recursion with two or three calls per activation: sequential,
	// nested (a call's result is another's argument), one under a
	// condition on the first's result, and a global counter.
	g.printf("unsigned calls;\n")
	g.printf("unsigned tree(unsigned d, unsigned x) {\n  calls++;\n")
	g.printf("  if (d == 0)\n    return %s(x, %s);\n", g.fn(g.n), g.konst())
	g.printf("  unsigned l = tree(d - 1, x ^ %s);\n", g.konst())
	switch g.r.IntN(3) {
	case 0:
		g.printf("  return l + tree(d - 1, l * %s + d);\n}\n", g.konst())
	case 1:
		g.printf("  if (l & %d)\n    return tab[(d + l) & 3](l, tree(d - 1, tree(d - 1, l + x)));\n", 1<<g.r.IntN(3))
		g.printf("  return l ^ %s;\n}\n", g.konst())
	default:
		g.printf("  if ((l ^ x) & 1)\n    l = tree(d - 1, l) * %s;\n", g.konst())
		g.printf("  return (l >> 1) + tree(d - 1, x + l + calls);\n}\n")
	}
	g.printf("op_t choose(unsigned c) { return c & 1 ? %s : cbs[c >> 1 & 1].op; }\n", g.fn(g.n))
	g.printf("unsigned apply(op_t h, unsigned a, unsigned b) { return (*h)(a, b); }\n")
	g.printf("int main(void) {\n")
	g.printf("  unsigned x = __VERIFIER_nondet_uint();\n  unsigned y = __VERIFIER_nondet_uint();\n")
	g.printf("  unsigned r = y;\n  op_t p = choose(x);\n")
	// The harness runs main once per input pair: the counter restarts.
	g.printf("  calls = 0;\n  r ^= tree(x & %d, y);\n", MaxDepth)
	for k := 3 + g.r.IntN(4); k > 0; k-- {
		switch g.r.IntN(8) {
		case 7:
			g.printf("  r = tree((x >> %d) & %d, r) + calls;\n", g.r.IntN(8), MaxDepth)
		case 0:
			g.printf("  r = rec(x & %d, r, p);\n", MaxDepth)
		case 1:
			g.printf("  r = ping((y >> %d) & %d, r);\n", g.r.IntN(8), MaxDepth)
		case 2:
			g.printf("  r = cbs[(r >> %d) & 1].op(r, cbs[x & 1].k);\n", g.r.IntN(8))
		case 3:
			g.printf("  r = apply(tab[(x ^ r) & 3], r, y);\n")
		case 4:
			g.printf("  if (p == %s || tab[r & 3] == cbs[1].op)\n    r = r * 3u + 1u;\n", g.fn(g.n))
		case 5:
			g.printf("  p = (r & 4) ? tab[y & 3] : %s;\n", g.fn(g.n))
		default:
			g.printf("  r = p(r, x) + (x < y ? %s : %s)(y, r);\n", g.fn(g.n), g.fn(g.n))
		}
	}
	g.printf("  result = r;\n")
	g.printf("  CLAIM\n")
	g.printf("  return 0;\n}\n")
	return &Program{Source: g.b.String(), Funcs: g.n}
}

// WithClaim returns the program with CLAIM replaced by claim (C
// statements, "" for none).
func (p *Program) WithClaim(claim string) string {
	return strings.Replace(p.Source, "CLAIM", claim, 1)
}
