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
