package cfront

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestVLACapacity: a variable-length array gets the capacity that the
// assumptions on the path to its declaration bound its length by, a length
// variable, and a vla-capacity check; bounds checks use the length. A
// length nothing bounds gets the largest length an object can have
// (maxObjectBytes, or the length type's maximum when less) and no check: a longer
// one ends the run (an assume), or cannot be (the type's range); with
// Options.BoundedArrays, the earlier capacity and its check.
func TestVLACapacity(t *testing.T) {
	lp64cut := Options{Model: program.LP64, CutUndefined: true}
	tests := []struct {
		name, body string
		opts       Options
		capacity   int64
		checked    bool // a vla-capacity check
		cut        bool // an assume on the length
	}{
		{"assume", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n > 0 && n <= 100);", Options{}, 100, true, false},
		{"strict, mirrored", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(8 > n);", Options{}, 7, true, false},
		{"early return", "int n = __VERIFIER_nondet_int();\nif (n > 50 || n < 1) return 0;", Options{}, 50, true, false},
		{"return, then assume", "int n = __VERIFIER_nondet_int();\nif (n > 50) return 0;\n__VERIFIER_assume(n >= 1);", Options{}, 50, true, false},
		{"beyond the old capacity", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n <= 1000000);", Options{}, 1000000, true, false},
		{"written after the assume", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n <= 10);\nn = n + 1;", Options{CutUndefined: true}, (1<<31 - 1) / 4, false, true},
		{"unbounded", "int n = __VERIFIER_nondet_int();", Options{CutUndefined: true}, (1<<31 - 1) / 4, false, true},
		{"unbounded, report", "int n = __VERIFIER_nondet_int();", Options{}, (1<<31 - 1) / 4, true, false},
		{"unbounded, LP64, positive", "int n = __VERIFIER_nondet_int();", lp64cut, 1<<31 - 1, false, false},
		{"unbounded unsigned, LP64", "unsigned n = __VERIFIER_nondet_int();", Options{Model: program.LP64}, 1<<32 - 1, false, false},
		{"unbounded size_t, LP64", "unsigned long n = __VERIFIER_nondet_int();", lp64cut, (1<<56 - 1) / 4, false, true},
		{"bounded arrays", "int n = __VERIFIER_nondet_int();", Options{BoundedArrays: true}, 1024, true, false},
		{"bounded arrays, assume", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n <= 1000000);", Options{BoundedArrays: true}, 1024, true, false},
		{"constant", "const int n = 12;", Options{}, 12, true, false},
	}
	for _, tc := range tests {
		src := "extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\nint main(void) {\n" + tc.body + "\nint a[n];\na[n - 1] = 1;\nreturn sizeof a;\n}\n"
		opts := tc.opts
		opts.Checks = Checks{Bounds: true}
		p, err := ParseSource("vla.c", []byte(src), opts)
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
		want := "array-bounds"
		if tc.checked {
			want = "vla-capacity array-bounds"
		}
		if strings.Join(kinds, " ") != want {
			t.Errorf("%s: checks %v", tc.name, kinds)
		}
		cut := false
		for _, e := range p.Edges() {
			if a, ok := e.Stmt.(*program.Assume); ok && strings.Contains(program.ExprString(a.Cond), "main::a$len <=") {
				cut = true
			}
		}
		if cut != tc.cut {
			t.Errorf("%s: assume on the length %v, want %v", tc.name, cut, tc.cut)
		}
		for _, e := range p.Edges() {
			if c, ok := e.Stmt.(*program.Check); ok && c.Check.Kind == program.CheckBounds && !strings.Contains(program.ExprString(c.Cond), "main::a$len") {
				t.Errorf("%s: bounds check %s does not use the length", tc.name, program.ExprString(c.Cond))
			}
		}
	}
}

// TestVLAMultiCapacity: an array with several variable dimensions gets
// its capacity as one with one dimension does: the product of the
// bounds the program states for every dimension, each checked (a
// constant n = 1000 too, beyond the bounded model's 65,536 elements);
// otherwise the largest length an object can have, and a declaration
// whose dimensions multiply to more (or wrap around in size_t) ends the
// run under CutUndefined and is a vla-capacity check in report mode.
// Options.BoundedArrays keeps the earlier model: 32 per dimension that
// nothing bounds, halved until the product fits 65,536, checked.
func TestVLAMultiCapacity(t *testing.T) {
	cut := Options{CutUndefined: true}
	tests := []struct {
		name, body string
		opts       Options
		capacity   int64
		checks     int  // vla-capacity checks
		cut        bool // an assume on the product
	}{
		{"constant", "int n = 1000;", cut, 1000 * 1000, 2, false},
		{"assumed", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n > 0 && n <= 300);", cut, 300 * 300, 2, false},
		{"unbounded", "int n = __VERIFIER_nondet_int();", cut, (1<<31 - 1) / 4, 0, true},
		{"unbounded, report", "int n = __VERIFIER_nondet_int();", Options{}, (1<<31 - 1) / 4, 1, false},
		{"bounds beyond the largest object", "int n = __VERIFIER_nondet_int();\n__VERIFIER_assume(n > 0 && n <= 100000);", cut, (1<<31 - 1) / 4, 0, true},
		{"unbounded, LP64", "long n = __VERIFIER_nondet_long();", Options{Model: program.LP64, CutUndefined: true}, (1<<56 - 1) / 4, 0, true},
		{"bounded arrays", "int n = __VERIFIER_nondet_int();", Options{BoundedArrays: true}, 32 * 32, 2, false},
		{"bounded arrays, constant", "int n = 1000;", Options{BoundedArrays: true}, 250 * 250, 2, false},
	}
	for _, tc := range tests {
		src := "extern int __VERIFIER_nondet_int(void);\nextern long __VERIFIER_nondet_long(void);\nextern void __VERIFIER_assume(int);\nint main(void) {\n" + tc.body + "\nint a[n][n];\na[n - 1][n - 1] = 1;\nreturn sizeof a;\n}\n"
		p, a := mainArray(t, tc.name, "vla2.c", src, tc.opts)
		if a == nil {
			continue
		}
		if a.Type.Len != tc.capacity {
			t.Errorf("%s: capacity %d, want %d", tc.name, a.Type.Len, tc.capacity)
		}
		checks := 0
		for _, c := range p.Checks {
			if c.Kind == program.CheckCapacity {
				checks++
			}
		}
		if checks != tc.checks {
			t.Errorf("%s: %d vla-capacity checks, want %d", tc.name, checks, tc.checks)
		}
		cut := false
		for _, e := range p.Edges() {
			if a, ok := e.Stmt.(*program.Assume); ok && strings.Contains(program.ExprString(a.Cond), "__overflow_mul") {
				cut = true
			}
		}
		if cut != tc.cut {
			t.Errorf("%s: assume on the product %v, want %v", tc.name, cut, tc.cut)
		}
	}
}
