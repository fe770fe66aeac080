package cfront

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// divHook is a sample instrumentation: division by zero checks.
func divHook(l *lowerer, ev *opEvent) {
	if ev.Op != "/" && ev.Op != "%" {
		return
	}
	l.emitCheck(program.CheckDivByZero, l.binary(program.Ne, ev.Y, program.NewConst(ev.Y.Type(), 0), program.Bool), ev.Pos, "division by zero in "+ev.Text())
}

// lowerWithHook lowers src with an instrumentation hook.
func lowerWithHook(t *testing.T, src string, hook func(*lowerer, *opEvent)) *program.Program {
	t.Helper()
	ast, err := translate("hook.c", []byte(src), program.ILP32)
	if err != nil {
		t.Fatal(err)
	}
	p, err := lowerWith(ast, "hook.c", Options{Model: program.ILP32, Entry: "main"}, func(l *lowerer) {
		l.instrHook = hook
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestInstrumentationGuards: checks in the right operand of && and ||
// and in the arms of ?: hold when the operand is not evaluated.
func TestInstrumentationGuards(t *testing.T) {
	src := `int a, b, c;
int main(void) {
  int x = a / b;
  int y = b != 0 && a / b > 1;
  int z = c || a % c;
  int w = a ? b / a : c / 2;
  if (b && (a = 1, a / b)) x = 0;
  return x + y + z + w;
}
`
	p := lowerWithHook(t, src, divHook)
	var got []string
	for _, e := range p.Edges() {
		if c, ok := e.Stmt.(*program.Check); ok {
			got = append(got, program.ExprString(c.Cond)+" @"+e.Pos.String())
		}
	}
	want := []string{
		"b != 0 @hook.c:3",
		"!(b != 0) || (b != 0) @hook.c:4",
		"(c != 0) || (c != 0) @hook.c:5",
		"!(a != 0) || (a != 0) @hook.c:6",
		"b != 0 @hook.c:7",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("checks:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, c := range p.Checks {
		if c.Kind != program.CheckDivByZero || !strings.HasPrefix(c.ID, "main.division-by-zero.") {
			t.Errorf("check %+v", c)
		}
	}
	if len(p.Checks) != 5 || !strings.Contains(p.Checks[0].Comment, "a / b") {
		t.Errorf("checks %v", p.Checks)
	}
}

// TestCutUndefined: with CutUndefined, the undefined operations that no
// check verifies become assumes with the checks' conditions; those that a
// check verifies stay checks; defined ones (unsigned wrap-around,
// conversions) are neither. A byte-sized access is not cut where it points
// into an object the typed model cannot read bytewise (the int array a).
func TestCutUndefined(t *testing.T) {
	src := `int a[4];
int main(int x, int y, unsigned u, int *p, char *c) {
  int r = x * y + x / y + (x << y) + a[y] + *p + -x;
  u = u + 1u;
  return r + (char)u + *c + (p - a);
}
`
	lower := func(checks Checks) (assumes, checks_ []string) {
		p, err := ParseSource("cut.c", []byte(src), Options{Checks: checks, CutUndefined: true})
		if err != nil {
			t.Fatal(err)
		}
		if err := program.Sanity(p); err != nil {
			t.Fatal(err)
		}
		for _, e := range p.Edges() {
			switch st := e.Stmt.(type) {
			case *program.Assume:
				if e.Pos.Line == 3 || e.Pos.Line == 5 {
					assumes = append(assumes, program.ExprString(st.Cond))
				}
			case *program.Check:
				checks_ = append(checks_, string(st.Check.Kind)+": "+program.ExprString(st.Cond))
			}
		}
		return assumes, checks_
	}
	assumes, checks := lower(Checks{})
	want := []string{
		"!__overflow_mul(main::x, main::y)",
		"main::y != 0",
		"(main::x != (-2147483648)) || (main::y != (-1))",
		"!__overflow_add(main::x * main::y, main::x / main::y)",
		"(main::y >= 0) && (main::y < 32)",
		"!((main::y >= 0) && (main::y < 32)) || ((main::x >= 0) && (main::x <= (2147483647 >> main::y)))",
		"(main::y < 0) || (((!(main::y < 0) && (main::y < 32)) && ((((-2147483648) >> main::y) <= main::x) && (main::x <= (2147483647 >> main::y)))) || (!(!(main::y < 0) && (main::y < 32)) && (main::x == 0)))",
		"!__overflow_add((main::x * main::y) + (main::x / main::y), main::x << main::y)",
		"(main::y >= 0) && (main::y < 4)",
		"!__overflow_add(((main::x * main::y) + (main::x / main::y)) + (main::x << main::y), a[main::y])",
		"__valid(main::p)",
		"!__overflow_add((((main::x * main::y) + (main::x / main::y)) + (main::x << main::y)) + a[main::y], *main::p)",
		"main::x != (-2147483648)",
		"!__overflow_add(((((main::x * main::y) + (main::x / main::y)) + (main::x << main::y)) + a[main::y]) + (*main::p), -main::x)",
		"!__overflow_add(main::r, (int)((char)main::u))",
		"__valid(main::c)", // a char * may point into the int array a: its bytes are valid
		"!__overflow_add(main::r + ((int)((char)main::u)), (int)(*main::c))",
		"__same_object(main::p, &a[0])",
		"!__overflow_add((main::r + ((int)((char)main::u))) + ((int)(*main::c)), main::p - (&a[0]))",
	}
	if strings.Join(assumes, "\n") != strings.Join(want, "\n") {
		t.Errorf("assumes:\n%s\nwant:\n%s", strings.Join(assumes, "\n"), strings.Join(want, "\n"))
	}
	if len(checks) != 0 {
		t.Errorf("checks without Checks: %v", checks)
	}
	// Checked kinds stay checks.
	assumes, checks = lower(Checks{SignedOverflow: true, UnsignedOverflow: true})
	for _, c := range checks {
		if !strings.HasPrefix(c, "overflow: ") && !strings.HasPrefix(c, "unsigned-overflow: ") {
			t.Errorf("check %s", c)
		}
	}
	for _, a := range assumes {
		if strings.Contains(a, "__overflow") {
			t.Errorf("overflow cut although checked: %s", a)
		}
	}
	if len(checks) != 13 {
		t.Errorf("%d checks, want 13:\n%s", len(checks), strings.Join(checks, "\n"))
	}
}
