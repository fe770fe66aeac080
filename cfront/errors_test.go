package cfront

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestBadInput checks that invalid and unsupported programs give an *Error
// with the right position and message, never a panic.
func TestBadInput(t *testing.T) {
	tests := []struct {
		name        string
		src         string
		line        int
		msg         string
		unsupported bool
	}{
		{"syntax", "int main() {\n  int x = ;\n}\n", 2, "unexpected ';'", false},
		{"undefined", "int main() {\n  return nope;\n}\n", 2, "undefined: nope", false},
		{"complex variable", "int main() {\n  _Complex double d;\n  return 0;\n}\n", 2, "unsupported: complex type", true},
		{"float128 variable", "int main() {\n  int x = 0;\n  _Float128 q = x;\n  return x;\n}\n", 3, "unsupported: floating point type", true},
		{"inline asm", "int main() {\n  int x = 0;\n  __asm__(\"nop\");\n  return x;\n}\n", 3, "unsupported: inline assembly", true},
		{"aligned_alloc", "void *aligned_alloc(unsigned long, unsigned long);\nint main() {\n  char *p = aligned_alloc(8, 16);\n  return 0;\n}\n", 3, "unsupported: dynamic memory", true},
		{"malloc arity", "#include <stdlib.h>\nint main() {\n  int *p = 0;\n  free(p, p);\n  return 0;\n}\n", 4, "free takes 1 argument", false},
		{"vla type name", "int main() {\n  int n = 3;\n  return sizeof(int[n][n]);\n}\n", 3, "unsupported: variable-length array", true},
		{"vla type name", "int main() {\n  int n = 3;\n  return sizeof(int[n]);\n}\n", 3, "unsupported: variable-length array", true},
		{"threads", "int pthread_create(void *, void *, void *, void *);\nint main() {\n  pthread_create(0, 0, 0, 0);\n  return 0;\n}\n", 3, "unsupported: threads", true},
		{"setjmp", "int setjmp(void *);\nint main() {\n  int b[8];\n  return setjmp(b);\n}\n", 4, "unsupported: setjmp", true},
		{"function pointer as integer", "int h(int x) { return x; }\nint main() {\n  return (int)h;\n}\n", 3, "unsupported: function pointer converted to an integer", true},
		{"integer as function pointer", "int main() {\n  int (*fp)(int) = (int (*)(int))4;\n  return 0;\n}\n", 2, "unsupported: integer converted to a function pointer", true},
		{"bodiless through pointer", "int h(int x);\nint main() {\n  int (*fp)(int) = h;\n  return fp(1);\n}\n", 4, "unsupported: call of h, which has no body, through a function pointer", true},
		{"ordered function pointers", "int h(int x) { return x; }\nint g(int x) { return x; }\nint main() {\n  return h < g;\n}\n", 4, "unsupported: ordered comparison of function pointers", true},
		{"va_start with fixed arguments", "#include <stdarg.h>\nint v(int n) {\n  va_list ap;\n  va_start(ap, n);\n  return n;\n}\nint main() {\n  return v(1);\n}\n", 4, "va_start used in a function with fixed arguments", false},
		{"variadic entry", "int main(int n, ...) {\n  return n;\n}\n", 1, "unsupported: variadic function main", true},
		{"decrement of a constant", "int main() {\n  int x = 0;\n  x = (--1);\n  return x;\n}\n", 3, "lvalue required as decrement operand", false},
		{"increment of a sum", "int main() {\n  int x = 0;\n  (x + 1)++;\n  return x;\n}\n", 3, "lvalue required as increment operand", false},
		{"undefined label", "int main() {\n  goto nowhere;\n}\n", 2, "nowhere", false},
		{"computed goto", "int main() {\n  void *p = &&L;\nL:\n  goto *p;\n}\n", 2, "unsupported", true},
		{"no main", "int other() { return 0; }\n", 0, "entry function main not found", false},
		{"pointer at end of input", "int main() { return 0; }\nint *", 2, "unexpected end of input", false},
		{"K&R pointer at end of input", "int main()\nint *", 2, "unexpected end of input", false},
		{"memcpy between types", "#include <string.h>\nint main() {\n  int a[2]; long long b;\n  memcpy(&b, a, 8);\n  return 0;\n}\n", 4, "unsupported: memcpy between long long and int", true},
		{"memset of structs", "#include <string.h>\nstruct s { int a; } v;\nint main() {\n  memset(&v, 1, sizeof v);\n  return 0;\n}\n", 4, "unsupported: memset of struct s with a value other than 0", true},
		{"memcpy of structs, odd size", "#include <string.h>\nstruct s { int a; } v, w;\nint main(int n) {\n  memcpy(&v, &w, n);\n  return 0;\n}\n", 4, "not visibly a multiple of 4", true},
		{"memcmp of pointers", "#include <string.h>\nint *p[2], *q[2];\nint main() {\n  return memcmp(p, q, sizeof p);\n}\n", 4, "unsupported: memcmp of int*", true},
		{"int128 in ILP32", "int main() {\n  __int128 x = 0;\n  return (int)x;\n}\n", 2, "unsupported: 128-bit integer type in the ILP32 data model", true},
		{"int128 hidden in ILP32", "int main() {\n#ifdef __SIZEOF_INT128__\n  __int128 x = 0;\n#endif\n  return nope;\n}\n", 5, "undefined: nope", false},
		{"missing include", "#include \"does_not_exist.h\"\nint main() { return 0; }\n", 1, "include file not found", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := ParseSource("bad.c", []byte(tc.src), Options{})
			if err == nil {
				t.Fatalf("no error; program:\n%s", p)
			}
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error %v of type %T, want *Error", err, err)
			}
			if e.Pos.File != "bad.c" || e.Pos.Line != tc.line {
				t.Errorf("position %v, want bad.c:%d (error %v)", e.Pos, tc.line, err)
			}
			if !strings.Contains(e.Msg, tc.msg) {
				t.Errorf("message %q, want one containing %q", e.Msg, tc.msg)
			}
			if e.Unsupported != tc.unsupported {
				t.Errorf("Unsupported = %v, want %v (%v)", e.Unsupported, tc.unsupported, err)
			}
			want := "bad.c:"
			if tc.line > 0 {
				if !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), ": error: ") {
					t.Errorf("Error() = %q, want FILE:LINE: error: MSG", err.Error())
				}
			}
		})
	}
}

func TestMissingFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "missing.c")
	_, err := Parse(path, Options{})
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("error %v of type %T, want *Error", err, err)
	}
	if e.Pos.File != path || !strings.Contains(e.Msg, "no such file") {
		t.Errorf("got %v", err)
	}
}

// TestUnusedUnsupported: constructs in code the entry function never
// reaches do not matter.
func TestUnusedUnsupported(t *testing.T) {
	src := `double sqrt(double);
double sq(double x) { return x * x; }
int rec(int n) { return n ? rec(n - 1) : 0; }
void *mk(void) { return __builtin_malloc(4); }
struct fp { int (*cb)(int); int v; } gs;
int main() { gs.v = 1; return gs.v; }
`
	p, err := ParseSource("unused.c", []byte(src), Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
}
