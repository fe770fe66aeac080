package aiger

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// randomProgram writes a small random C program: narrow integer variables
// (so that ABC decides quickly), nondeterministic inputs, assumptions,
// branches, loops with small constant bounds, an array, and assertions.
// Like difftest's generator it favours edge values; unlike it, it builds
// control flow, which is what the sequential circuit is about.
func randomProgram(r *rand.Rand) string {
	type cvar struct{ name, typ, nondet string }
	types := []cvar{
		{"", "unsigned char", "__VERIFIER_nondet_uchar"},
		{"", "signed char", "__VERIFIER_nondet_char"},
		{"", "unsigned short", "__VERIFIER_nondet_ushort"},
		{"", "_Bool", "__VERIFIER_nondet_bool"},
	}
	var vars []cvar
	for i := range 2 + r.IntN(2) {
		v := types[r.IntN(len(types))]
		v.name = fmt.Sprintf("x%d", i)
		vars = append(vars, v)
	}
	globalAsserts := 0
	var sb strings.Builder
	sb.WriteString("#include <assert.h>\n")
	for _, ty := range types {
		fmt.Fprintf(&sb, "extern %s %s(void);\n", ty.typ, ty.nondet)
	}
	sb.WriteString("extern void __VERIFIER_assume(int);\n")
	sb.WriteString("unsigned char g;\nunsigned char a[4];\n")
	sb.WriteString("int main(void) {\n")
	for _, v := range vars {
		if r.IntN(3) == 0 {
			fmt.Fprintf(&sb, "  %s %s = %d;\n", v.typ, v.name, r.IntN(4))
		} else {
			fmt.Fprintf(&sb, "  %s %s = %s();\n", v.typ, v.name, v.nondet)
		}
	}
	var atom func(depth int) string
	atom = func(depth int) string {
		switch r.IntN(6) {
		case 0:
			return fmt.Sprint([]int{0, 1, 2, 3, 7, 255, 128}[r.IntN(7)])
		case 1:
			return "g"
		case 2:
			return fmt.Sprintf("a[%s & 3]", vars[r.IntN(len(vars))].name)
		}
		return vars[r.IntN(len(vars))].name
	}
	var expr func(depth int) string
	expr = func(depth int) string {
		if depth <= 0 || r.IntN(3) == 0 {
			return atom(depth)
		}
		ops := []string{"+", "-", "*", "&", "|", "^", "<<", ">>", "/", "%"}
		op := ops[r.IntN(len(ops))]
		switch op {
		case "<<", ">>":
			return fmt.Sprintf("(%s %s %d)", expr(depth-1), op, r.IntN(4))
		case "/", "%":
			return fmt.Sprintf("(%s %s (%s | 1))", expr(depth-1), op, expr(depth-1))
		}
		return fmt.Sprintf("(%s %s %s)", expr(depth-1), op, expr(depth-1))
	}
	cond := func() string {
		cmp := []string{"<", "<=", "==", "!=", ">", ">="}[r.IntN(6)]
		c := fmt.Sprintf("%s %s %s", expr(1), cmp, expr(1))
		if r.IntN(4) == 0 {
			c = fmt.Sprintf("(%s) %s (%s %s %s)", c, []string{"&&", "||"}[r.IntN(2)], atom(0), cmp, atom(0))
		}
		return c
	}
	loops := 0
	var stmts func(indent string, n, depth int)
	stmts = func(indent string, n, depth int) {
		for range n {
			switch k := r.IntN(10); {
			case k < 3:
				lhs := []string{vars[r.IntN(len(vars))].name, "g", fmt.Sprintf("a[%d]", r.IntN(4))}[r.IntN(3)]
				fmt.Fprintf(&sb, "%s%s = %s;\n", indent, lhs, expr(2))
			case k < 4:
				v := vars[r.IntN(len(vars))]
				fmt.Fprintf(&sb, "%s%s = %s();\n", indent, v.name, v.nondet)
			case k < 5:
				fmt.Fprintf(&sb, "%s__VERIFIER_assume(%s);\n", indent, cond())
			case k < 7 && depth > 0:
				fmt.Fprintf(&sb, "%sif (%s) {\n", indent, cond())
				stmts(indent+"  ", 1+r.IntN(2), depth-1)
				fmt.Fprintf(&sb, "%s} else {\n", indent)
				stmts(indent+"  ", r.IntN(2), depth-1)
				fmt.Fprintf(&sb, "%s}\n", indent)
			case k < 8 && depth > 0 && loops < 2:
				loops++
				i := fmt.Sprintf("i%d", loops)
				fmt.Fprintf(&sb, "%sfor (unsigned char %s = 0; %s < %d; %s++) {\n", indent, i, i, 1+r.IntN(4), i)
				stmts(indent+"  ", 1+r.IntN(2), depth-1)
				fmt.Fprintf(&sb, "%s}\n", indent)
			default:
				globalAsserts++
				// Half of the assertions hold by arithmetic, so that
				// proofs are as common as counterexamples.
				e := expr(1)
				c := []string{cond(), cond(),
					fmt.Sprintf("((%s) & 255) <= 255", e),
					fmt.Sprintf("(%s) == (%s)", e, e),
					fmt.Sprintf("((%s) | 1) != 0", e),
					fmt.Sprintf("(%s) %% 7 < 7 || (%s) < 0", e, e)}[r.IntN(6)]
				fmt.Fprintf(&sb, "%sassert(%s);\n", indent, c)
			}
		}
	}
	stmts("  ", 3+r.IntN(4), 2)
	if globalAsserts == 0 {
		fmt.Fprintf(&sb, "  assert(%s);\n", cond())
	}
	sb.WriteString("  return 0;\n}\n")
	return sb.String()
}

// TestABCRandom: on random programs, ABC's verdict on the program's
// circuit agrees with predicate abstraction's and bounded model checking's,
// and every CEGAR iteration's Boolean program gets the same answer from
// ABC as from the BDD checker.
func TestABCRandom(t *testing.T) {
	abcPath(t)
	n := *randomPrograms
	if testing.Short() {
		n = min(n, 5)
	}
	r := rand.New(rand.NewPCG(15, uint64(*randomSeed)))
	compared := 0
	for i := range n {
		src := randomProgram(r)
		name := fmt.Sprintf("random%d.c", i)
		parseIt := func() *program.Program { return parse(t, name, []byte(src), cfront.Checks{}) }
		compared += judge(t, name, parseIt, time.Duration(*ourSeconds)*time.Second)
		if t.Failed() {
			t.Logf("%s:\n%s", name, src)
			return
		}
	}
	t.Logf("%d verdicts compared on %d random programs", compared, n)
}
