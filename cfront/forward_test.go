package cfront

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestForwardAddresses: a dereference of a pointer that can only hold
// one variable's address is that variable (program.ForwardAddresses, on
// programs the front end lowers);
// a pointer that may hold another address, or be read before it is
// assigned, keeps its dereferences.
func TestForwardAddresses(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nint g;\n"
	for _, tc := range []struct {
		name, body string
		forwarded  bool
	}{
		{"one address", "int x = 1; int *p = &x; *p = 2; return *p;", true},
		{"a copy of it", "int x = 1; int *p = &x; int *q; q = p; *q = 2; return x;", true},
		{"two addresses", "int x = 1, y = 2; int *p = &x; if (__VERIFIER_nondet_int()) p = &y; *p = 3; return x;", false},
		{"read before assigned on a path", "int x = 1; int *p; if (__VERIFIER_nondet_int()) p = &x; *p = 3; return x;", false},
		{"arithmetic", "int x = 1; int *p = &x; p++; p--; *p = 3; return x;", false},
		{"a global's address", "int *p = &g; *p = 4; return g;", true},
		{"an element at a constant index", "int a[3] = {0, 0, 0}; int *p = &a[1]; *p = 4; return a[1];", true},
		{"a member", "struct { int x, y; } s = {1, 2}; int *p = &s.y; *p = 4; return s.y;", true},
		// An index over variables that no edge after the pointer's
		// assignment writes names one element from there on.
		{"an element at a variable index, fixed", "int a[3] = {0, 0, 0}; int i = __VERIFIER_nondet_int() & 1; int *p = &a[i]; *p = 4; return a[1];", true},
		{"an element of a 2-D array at fixed indices", "int m[3][3]; int i = __VERIFIER_nondet_int() & 1; int j = 2; int *p = &m[i][j - i]; *p = 4; return m[1][1];", true},
		{"an element at a variable index written after", "int a[3] = {0, 0, 0}; int i = __VERIFIER_nondet_int() & 1; int *p = &a[i]; i = 2; *p = 4; return a[1];", false},
		{"an element at a loop counter", "int a[3] = {0, 0, 0}; int *p = &a[0]; for (int i = 0; i < 3; i++) { p = &a[i]; *p = i; } return a[1];", false},
		{"an index written on a later iteration", "int a[3] = {0, 0, 0}; int i = 0; int *p = &a[i]; while (i < 2) { *p = 4; i++; } return a[0];", false},
		{"an element at a global index", "int a[3] = {0, 0, 0}; g = 1; int *p = &a[g]; *p = 4; return a[1];", false},
		{"an element at an index read from an array", "int a[3] = {0, 0, 0}; int b[2] = {1, 0}; int *p = &a[b[0]]; *p = 4; return a[1];", false},
	} {
		p, err := ParseSource("fwd.c", []byte(head+"int main(void) { "+tc.body+" }\n"), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		n := program.ForwardAddresses(p)
		if err := program.Sanity(p); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if (n > 0) != tc.forwarded {
			t.Errorf("%s: %d dereferences forwarded", tc.name, n)
		}
		text := p.String()
		deref := strings.Contains(text, "*main::p") || strings.Contains(text, "*main::q")
		if deref == tc.forwarded {
			t.Errorf("%s: dereference left %v, want %v\n%s", tc.name, deref, !tc.forwarded, text)
		}
	}
}

// TestMarkDirect: after ForwardAddresses, a variable whose address is
// only copied between pointers that are never read otherwise is reached
// by name only (program.MarkDirect sets Var.Direct), also when a
// condition compares it; an address that is dereferenced, passed on,
// offset, or taken of a part keeps
// the variable an object that pointers may reach.
func TestMarkDirect(t *testing.T) {
	const head = "extern int __VERIFIER_nondet_int(void);\nint g;\nvoid set(int *p, int v) { *p = v; }\nint *keep;\n"
	for _, tc := range []struct {
		name, body string
		direct     bool
	}{
		{"inlined pointer parameter", "int x = 1; set(&x, 2); return x;", true},
		{"a copy of it", "int x = 1; int *p = &x; int *q; q = p; *q = 2; return x;", true},
		{"a global's address", "int *p = &g; *p = 4; return g;", true},
		{"two addresses", "int x = 1, y = 2; int *p = &x; if (__VERIFIER_nondet_int()) p = &y; *p = 3; return x;", false},
		{"compared", "int x = 1; int *p = &x; *p = 2; return p != 0;", true},
		{"compared, then stored", "int x = 1; int *p = &x; *p = 2; if (p != 0) keep = p; return x;", false},
		{"dereferenced in a condition", "int x = 1; int *p = &x; int **pp = &p; return **pp == 1;", false},
		{"stored in a global", "int x = 1; keep = &x; return x;", false},
		{"arithmetic", "int x = 1; int *p = &x; p++; p--; *p = 3; return x;", false},
		{"converted", "int x = 1; char *c = (char *)&x; *c = 0; return x;", false},
		{"read before assigned on a path", "int x = 1; int *p; if (__VERIFIER_nondet_int()) p = &x; *p = 3; return x;", false},
	} {
		p, err := ParseSource("direct.c", []byte(head+"int main(void) { "+tc.body+" }\n"), Options{})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		program.ForwardAddresses(p)
		program.MarkDirect(p)
		var target *program.Var
		for _, v := range p.Objects {
			if v.CName == "x" || (v.CName == "g" && target == nil) {
				target = v
			}
		}
		if target == nil {
			t.Fatalf("%s: no object x or g\n%s", tc.name, p)
		}
		if target.Direct != tc.direct || target.ByName() != tc.direct {
			t.Errorf("%s: %s direct %v, want %v\n%s", tc.name, target.Name, target.Direct, tc.direct, p)
		}
	}
}
