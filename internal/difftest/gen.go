package difftest

import (
	"fmt"
	"math/rand"
	"strings"
)

// A ctype is a C integer type of the ILP32 data model.
type ctype struct {
	name   string
	width  int
	signed bool
}

var ctypes = []ctype{
	{"signed char", 8, true}, {"unsigned char", 8, false},
	{"short", 16, true}, {"unsigned short", 16, false},
	{"int", 32, true}, {"unsigned int", 32, false},
	{"long", 32, true}, {"unsigned long", 32, false},
	{"long long", 64, true}, {"unsigned long long", 64, false},
}

func (t ctype) mask() uint64 {
	if t.width == 64 {
		return ^uint64(0)
	}
	return 1<<uint(t.width) - 1
}

// value returns the bits of v as a value of t, sign-extended to 64 bits
// when t is signed.
func (t ctype) value(v uint64) uint64 {
	v &= t.mask()
	if t.signed && t.width < 64 && v>>uint(t.width-1)&1 == 1 {
		v |= ^t.mask()
	}
	return v
}

// literal writes v (a value of t) as a C constant expression of type t.
func (t ctype) literal(v uint64) string {
	v = t.value(v)
	if !t.signed {
		return fmt.Sprintf("(%s)%dULL", t.name, v)
	}
	s := int64(v)
	if s == -1<<63 {
		return fmt.Sprintf("(%s)(-9223372036854775807LL-1)", t.name)
	}
	return fmt.Sprintf("(%s)%dLL", t.name, s)
}

// A testCase is one random program fragment: inputs and an expression.
type testCase struct {
	inputs []ctype
	vals   []uint64
	result ctype
	expr   string
}

type generator struct {
	rng *rand.Rand
	// truth holds the expressions whose value is 0 or 1 (comparisons,
	// logical operators, !): gcc folds x * (a < b) into a conditional
	// before UBSan instruments it, so its overflow goes unreported; such
	// products are not generated.
	truth map[string]bool
}

func (g *generator) value(t ctype) uint64 {
	w := uint(t.width)
	switch g.rng.Intn(6) {
	case 0:
		edges := []uint64{0, 1, 2, ^uint64(0), 1 << (w - 1), 1<<(w-1) - 1, 31, 32, 7, 8}
		return edges[g.rng.Intn(len(edges))]
	case 1:
		return uint64(g.rng.Intn(70)) - 5
	case 2:
		return g.rng.Uint64() >> uint(g.rng.Intn(64))
	}
	return g.rng.Uint64()
}

func (g *generator) newCase() *testCase {
	c := &testCase{result: ctypes[g.rng.Intn(len(ctypes))]}
	for n := 1 + g.rng.Intn(3); n > 0; n-- {
		t := ctypes[g.rng.Intn(len(ctypes))]
		c.inputs = append(c.inputs, t)
		c.vals = append(c.vals, t.value(g.value(t)))
	}
	c.expr = g.expr(c, 1+g.rng.Intn(4))
	return c
}

var binOps = []string{"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^", "<", "<=", ">", ">=", "==", "!=", "&&", "||"}

func (g *generator) expr(c *testCase, depth int) string {
	e, _ := g.expr2(c, depth)
	return e
}

// expr2 returns a random expression and whether it reads a variable. A
// shift, division or remainder of constants is given a variable operand:
// the parser folds constant operands and rejects undefined ones, while the
// point here is what happens at run time.
func (g *generator) expr2(c *testCase, depth int) (string, bool) {
	variable := func() string { return fmt.Sprintf("v%d", g.rng.Intn(len(c.inputs))) }
	if depth == 0 || g.rng.Intn(5) == 0 {
		if g.rng.Intn(4) == 0 {
			t := ctypes[g.rng.Intn(len(ctypes))]
			return t.literal(g.value(t)), false
		}
		return variable(), true
	}
	switch g.rng.Intn(10) {
	case 0:
		u := []string{"-", "~", "!"}[g.rng.Intn(3)]
		x, v := g.expr2(c, depth-1)
		e := u + "(" + x + ")"
		if u == "!" {
			g.mark(e)
		}
		return e, v
	case 1:
		t := ctypes[g.rng.Intn(len(ctypes))]
		x, v := g.expr2(c, depth-1)
		return "(" + t.name + ")(" + x + ")", v
	case 2:
		a, va := g.expr2(c, depth-1)
		b, vb := g.expr2(c, depth-1)
		d, vd := g.expr2(c, depth-1)
		return "(" + a + " ? " + b + " : " + d + ")", va || vb || vd
	}
	op := binOps[g.rng.Intn(len(binOps))]
	x, vx := g.expr2(c, depth-1)
	y, vy := g.expr2(c, depth-1)
	switch op {
	case "<<", ">>", "/", "%":
		if !vx && !vy {
			y, vy = variable(), true
		}
	}
	if (op == "<<" || op == ">>") && g.rng.Intn(3) > 0 {
		y = "(" + y + " & 31)" // mostly defined distances
	}
	if op == "*" && (g.truth[x] || g.truth[y]) {
		op = "+"
	}
	e := "(" + x + " " + op + " " + y + ")"
	switch op {
	case "<", "<=", ">", ">=", "==", "!=", "&&", "||":
		g.mark(e)
	}
	return e, vx || vy
}

func (g *generator) mark(e string) {
	if g.truth == nil {
		g.truth = map[string]bool{}
	}
	g.truth[e] = true
}

// mode says which program a batch's source is for.
type mode int

const (
	forGCC    mode = iota // volatile inputs, results printed
	forInterp             // constant inputs, results in globals
	forBMC                // nondeterministic inputs assumed equal to the constants; results asserted
)

// source writes the cases as one C file. Every case has the same lines in
// every mode; caseOf maps a line to its case (-1 outside cases). expected
// gives the results asserted in BMC mode (ignored otherwise).
func source(cases []*testCase, m mode, expected []uint64, skip []bool) (src string, caseOf []int) {
	var b strings.Builder
	line := 1
	caseOf = []int{-1}
	emit := func(c int, format string, args ...any) {
		fmt.Fprintf(&b, format+"\n", args...)
		line++
		caseOf = append(caseOf, c)
	}
	if m == forGCC {
		// x86 traps on division by zero and MIN / -1: a handler jumps to
		// the next case (each case starts with sigsetjmp).
		emit(-1, "#include <stdio.h>")
		emit(-1, "#include <setjmp.h>")
		emit(-1, "#include <signal.h>")
		emit(-1, "static sigjmp_buf jb; static void trap(int s) { signal(s, trap); siglongjmp(jb, 1); }")
	} else {
		emit(-1, "#include <stdio.h>")
		emit(-1, "")
		emit(-1, "")
		emit(-1, "")
	}
	emit(-1, "extern void reach_error(void);")
	emit(-1, "extern void __VERIFIER_assume(int);")
	for i, t := range ctypes {
		emit(-1, "extern %s __VERIFIER_nondet_t%d(void);", t.name, i)
	}
	for i, c := range cases {
		emit(-1, "%s out%d;", c.result.name, i)
	}
	if m == forGCC {
		emit(-1, "int main(void) { signal(SIGFPE, trap);")
	} else {
		emit(-1, "int main(void) {")
	}
	for i, c := range cases {
		if m == forGCC {
			emit(i, "  if (sigsetjmp(jb, 1) == 0) {")
		} else {
			emit(i, "  {")
		}
		for j, t := range c.inputs {
			switch m {
			case forGCC:
				emit(i, "    volatile %s v%d = %s;", t.name, j, t.literal(c.vals[j]))
			case forInterp:
				emit(i, "    %s v%d = %s;", t.name, j, t.literal(c.vals[j]))
			case forBMC:
				emit(i, "    %s v%d = __VERIFIER_nondet_t%d(); __VERIFIER_assume(v%d == %s);", t.name, j, typeIndex(t), j, t.literal(c.vals[j]))
			}
		}
		emit(i, "    out%d = (%s)(%s);", i, c.result.name, c.expr)
		switch {
		case m == forGCC && c.result.signed:
			emit(i, "    printf(\"%d %%lld\\n\", (long long)out%d);", i, i)
		case m == forGCC:
			emit(i, "    printf(\"%d %%llu\\n\", (unsigned long long)out%d);", i, i)
		case m == forBMC && !skip[i]:
			emit(i, "    if (out%d != %s) reach_error();", i, c.result.literal(expected[i]))
		default:
			emit(i, "    ;")
		}
		emit(i, "  }")
	}
	emit(-1, "  return 0;")
	emit(-1, "}")
	return b.String(), caseOf
}

func typeIndex(t ctype) int {
	for i, u := range ctypes {
		if u == t {
			return i
		}
	}
	return -1
}
