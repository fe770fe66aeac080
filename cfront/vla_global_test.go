package cfront

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestVLAGlobalLength: the length of a variable-length array declared in
// the entry function may be a file-scope variable (const int n = 12; C
// has no constant of that form, so int a[n] is a VLA); the bound walks
// back from the declaration through the entry function's start into the
// global initialisers. A write of the variable on the way (in the entry
// function, through a pointer that may point to it) is met first and
// decides as before; an inlined call ends the walk (its end is labelled). The capacity check stays whenever the bound came
// from the program's statements: a wrong bound costs precision only.
func TestVLAGlobalLength(t *testing.T) {
	unbounded := int64((1<<31 - 1) / 4)
	tests := []struct {
		name, globals, body string
		capacity            int64
	}{
		{"const global", "const int n = 12;", "", 12},
		{"plain global", "int n = 40;", "", 40},
		{"static const global", "static const int n = 7;", "", 7},
		{"written in main", "int n = 40;", "n = n + 1;", unbounded},
		{"written in main to a constant", "int n = 40;", "n = 30;", 30},
		{"written through a pointer", "int n = 40;", "int *p = &n; *p = 50;", 50},
		{"written in a call", "int n = 40;\nvoid set(void) { n = 60; }", "set();", unbounded},
		{"zero initialised", "int n;", "", unbounded},
		{"extern", "extern int n;", "", unbounded},
	}
	for _, tc := range tests {
		src := "extern int __VERIFIER_nondet_int(void);\n" + tc.globals + "\nint main(void) {\n" + tc.body + "\nint a[n];\na[n - 1] = 1;\nreturn sizeof a;\n}\n"
		p, a := mainArray(t, tc.name, "vla.c", src, Options{Checks: Checks{Bounds: true}})
		if a == nil {
			continue
		}
		if a.Type.Len != tc.capacity {
			t.Errorf("%s: capacity %d, want %d", tc.name, a.Type.Len, tc.capacity)
		}
		checked := false
		for _, c := range p.Checks {
			if c.Kind == program.CheckCapacity {
				checked = true
			}
		}
		if !checked {
			t.Errorf("%s: no vla-capacity check", tc.name)
		}
	}
}

// mainArray parses src, checks the program's sanity and returns it with
// main's local a; a nil array after reporting the error.
func mainArray(t *testing.T, name, file, src string, opts Options) (*program.Program, *program.Var) {
	t.Helper()
	p, err := ParseSource(file, []byte(src), opts)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return nil, nil
	}
	if err := program.Sanity(p); err != nil {
		t.Errorf("%s: %v", name, err)
		return nil, nil
	}
	for _, v := range p.Locals {
		if v.Name == "main::a" {
			return p, v
		}
	}
	t.Errorf("%s: no array:\n%s", name, p)
	return nil, nil
}
