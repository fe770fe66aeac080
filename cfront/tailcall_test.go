package cfront

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestTailCalls: a call of a function to itself in tail position is a
// jump (the lowered program has no recursion-depth check for it); a call
// with work after it, or in a function whose activation may outlive the
// call (an address taken, a local array), or under memory tracking or in
// a contract's check program, stays a call.
func TestTailCalls(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void);\n"
	const main = "int main(void) { int n = __VERIFIER_nondet_int(); int s = 0; f(n, &s); if (s < 0) reach_error(); return 0; }\n"
	for _, tc := range []struct {
		name, src string
		opts      Options
		jump      bool
	}{
		{"void, last statement of a branch", "void f(int n, int *s) { if (n > 0) { *s += n; f(n - 1, s); } else { } }\n", Options{}, true},
		{"followed by return;", "void f(int n, int *s) { if (n <= 0) return; *s += 1; f(n - 1, s); return; ; }\n", Options{}, true},
		{"return f(...)", "int g(int n, int a) { if (n <= 0) return a; return g(n - 1, a + 1); }\nvoid f(int n, int *s) { *s = g(n, 0); }\n", Options{}, true},
		{"work after the call", "int g(int n) { if (n <= 0) return 0; return 1 + g(n - 1); }\nvoid f(int n, int *s) { *s = g(n); }\n", Options{}, false},
		{"statement after the call", "void f(int n, int *s) { if (n > 0) { f(n - 1, s); *s += 1; } }\n", Options{}, false},
		{"in a loop", "void f(int n, int *s) { while (n > 0) { f(n - 1, s); break; } }\n", Options{}, false},
		{"address of a local", "void f(int n, int *s) { int t = 0; if (n > 0) { t = *s; f(n - 1, &t); } }\n", Options{}, false},
		{"local array", "void f(int n, int *s) { int a[2] = {0, 0}; *s += a[n & 1]; if (n > 0) f(n - 1, s); }\n", Options{}, false},
		{"memory tracking", "void f(int n, int *s) { if (n > 0) { *s += n; f(n - 1, s); } }\n", Options{Checks: Checks{Memtrack: true}}, false},
	} {
		p, err := ParseSource("tail.c", []byte(head+tc.src+main), tc.opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if err := program.Sanity(p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		deep := false
		for _, c := range p.Checks {
			deep = deep || c.Kind == program.CheckRecursion
		}
		if deep == tc.jump {
			t.Errorf("%s: recursion-depth check %v, want %v\n%s", tc.name, deep, !tc.jump, p)
		}
	}
}

// TestTailCallsNotInCheckPrograms: the check program of a contract keeps
// its recursive call (the contract replaces it).
func TestTailCallsNotInCheckPrograms(t *testing.T) {
	src := "void f(int n, int *s) { if (n > 0) { *s += 1; f(n - 1, s); } }\nint main(void) { int s = 0; f(5, &s); return 0; }\n"
	file := filepath.Join(t.TempDir(), "tail.c")
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	u, err := ParseUnit(file, program.ILP32)
	if err != nil {
		t.Fatal(err)
	}
	c, err := u.NewContract("f", program.ILP32, true)
	if err != nil {
		t.Fatal(err)
	}
	p, err := u.Lower(Options{Entry: "f", CheckContract: true, Contracts: map[string]*Contract{"f": c}})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(p.String(), "by its contract") {
		t.Errorf("the recursive call is not replaced by the contract:\n%s", p)
	}
}
