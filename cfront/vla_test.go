package cfront

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestVLACapacity: a variable-length array gets the capacity that the
// assumptions on the path to its declaration bound its length by, a length
// variable, and a vla-capacity check; bounds checks use the length.
func TestVLACapacity(t *testing.T) {
	tests := []struct {
		name, body string
		capacity   int64
	}{
		{"assume", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n > 0 && n <= 100);", 100},
		{"strict, mirrored", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(8 > n);", 7},
		{"early return", "int n = __VERIFIER_nondet_int();\nif (n > 50 || n < 1) return 0;", 50},
		{"return, then assume", "int n = __VERIFIER_nondet_int();\nif (n > 50) return 0;\n__VERIFIER_assume(n >= 1);", 50},
		{"written after the assume", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n <= 10);\nn = n + 1;", 1024},
		{"unbounded", "int n = __VERIFIER_nondet_int();", 1024},
		{"constant", "const int n = 12;", 12},
	}
	for _, tc := range tests {
		src := "extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nint main(void) {\n" + tc.body + "\nint a[n];\na[n - 1] = 1;\nreturn sizeof a;\n}\n"
		p, err := ParseSource("vla.c", []byte(src), Options{Checks: Checks{Bounds: true}})
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if err := program.Sanity(p); err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		var a, length *program.Var
		for _, v := range p.Locals {
			switch v.Name {
			case "main::a":
				a = v
			case "main::a$len":
				length = v
			}
		}
		if a == nil || length == nil {
			t.Errorf("%s: no array or length variable:\n%s", tc.name, p)
			continue
		}
		if a.Type.Len != tc.capacity {
			t.Errorf("%s: capacity %d, want %d", tc.name, a.Type.Len, tc.capacity)
		}
		var kinds []string
		for _, c := range p.Checks {
			kinds = append(kinds, string(c.Kind))
		}
		if strings.Join(kinds, " ") != "vla-capacity array-bounds" {
			t.Errorf("%s: checks %v", tc.name, kinds)
		}
		for _, e := range p.Edges() {
			if c, ok := e.Stmt.(*program.Check); ok && c.Check.Kind == program.CheckBounds && !strings.Contains(program.ExprString(c.Cond), "main::a$len") {
				t.Errorf("%s: bounds check %s does not use the length", tc.name, program.ExprString(c.Cond))
			}
		}
	}
}
