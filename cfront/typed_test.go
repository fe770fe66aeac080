package cfront

import (
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestTypedAccessChecks: a dereference wider than a byte gets a
// model-limit check when some pointer in the program may be retyped (a
// cast between pointers to different types, or several types meeting in
// void *), in every mode whose pointer checks do not check it; none when
// pointers keep their types (one type through malloc's void *, byte
// pointers into objects made of bytes, the library's own bodies).
func TestTypedAccessChecks(t *testing.T) {
	tests := []struct {
		src   string
		opts  Options
		typed bool
	}{
		{"int main() { unsigned char b[8]; int *p = (int *)b; *p = 1; return b[0]; }", Options{}, true},
		{"int main() { unsigned char b[8]; int *p = (int *)b; *p = 1; return b[0]; }", Options{CutUndefined: true}, true},
		{"int main() { unsigned char b[8]; int *p = (int *)b; *p = 1; return b[0]; }", Options{Checks: Checks{Pointer: true}}, false},
		{"struct a { int x; }; struct b { int y; }; int f(void *p) { return ((struct b *)p)->y; } int main() { struct a s = {1}; return f(&s); }", Options{}, true},
		{"#include <stdlib.h>\nstruct n { struct n *next; int v; }; int main() { struct n *p = malloc(sizeof *p); if (p) { p->v = 1; p->next = 0; free(p); } return 0; }", Options{CutUndefined: true}, false},
		{"#include <string.h>\nint main() { int a[4] = {1, 2, 3, 4}, b[4]; memcpy(b, a, sizeof a); return b[1]; }", Options{}, false},
		{"int main() { int x = 5; unsigned char *c = (unsigned char *)&x; return c[0]; }", Options{}, false},
		{"int main() { int a[3] = {0}; int *p = a; p[1] = 2; return a[1]; }", Options{}, false},
		{"int main() { int *p = 0; unsigned long *w = (unsigned long *)&p; return *w == 0; }", Options{CutUndefined: true}, true},
		// An address computed, nothing accessed (undoAccessCheck).
		{"struct a { int x; }; struct b { int y; }; int main() { struct a s = {1}; int *q = &((struct b *)&s)->y; return q != 0; }", Options{}, false},
		// Bytes: checked only where a byte pointer can be made into an
		// object that is not made of bytes (a pointer, padding).
		{"int g; int main() { int *p = &g; unsigned char *c = (unsigned char *)&p; c[0] = 0; return p == &g; }", Options{}, true},
		{"struct s { char *name; int n; }; void zero(void *v, int k) { char *c = v; while (k--) *c++ = 0; } int main() { struct s x; zero(&x, sizeof x); return x.n; }", Options{CutUndefined: true}, true},
		{"int main() { char s[4] = \"ab\"; char *p = s; int n = 0; while (*p++) n++; return n; }", Options{}, false},
		{"struct s { char *name; int n; }; int main() { char buf[3] = \"x\"; struct s x = {buf, 1}; return x.name[0]; }", Options{}, false},
	}
	for _, tc := range tests {
		p, err := ParseSource("t.c", []byte(tc.src), tc.opts)
		if err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		if err := program.Sanity(p); err != nil {
			t.Fatalf("%s: %v", tc.src, err)
		}
		typed := false
		for _, c := range p.Checks {
			if c.Kind == program.CheckCapacity && strings.Contains(c.Comment, "typed memory model") {
				typed = true
			}
		}
		if typed != tc.typed {
			t.Errorf("%s %+v: typed-access check %v, want %v", tc.src, tc.opts, typed, tc.typed)
		}
	}
}

// TestEmptyAsm: an asm statement with an empty template (a compiler
// barrier, as AWS's aws_nospec_mask uses) runs no instruction and is
// accepted; any instruction stays unsupported.
func TestEmptyAsm(t *testing.T) {
	tests := []struct {
		src string
		ok  bool
	}{
		{"int main() { unsigned long i = 3; __asm__ __volatile__(\"\" : \"+r\"(i) : : \"memory\"); return (int)i; }", true},
		{"int main() { __asm__(\" \"); return 0; }", true},
		{"int main() { int i = 0; __asm__(\"nop\"); return i; }", false},
		{"int main() { unsigned long i = 3; __asm__ __volatile__(\"mov %0, 0\" : \"+r\"(i)); return (int)i; }", false},
	}
	for _, tc := range tests {
		_, err := ParseSource("t.c", []byte(tc.src), Options{})
		if (err == nil) != tc.ok {
			t.Errorf("%s: error %v, want ok %v", tc.src, err, tc.ok)
		}
	}
}
