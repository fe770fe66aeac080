package cfront_test

import (
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// Variadic functions against gcc: a format-driven function reads its
// variable arguments by the letters of its first one (every promoted
// type, pointers, structs), through va_list helpers, va_copy and calls
// through function pointers, on random arguments; the hash of what it
// read must be gcc's, in both data models.

const variadicPrelude = `#include <stdarg.h>
struct pair { int a; char b; };
static unsigned long long mixv(const char *fmt, va_list ap) {
  unsigned long long h = 17;
  for (const char *f = fmt; *f; f++) {
    long long v = 0;
    switch (*f) {
    case 'i': v = va_arg(ap, int); break;
    case 'u': v = va_arg(ap, unsigned); break;
    case 'c': v = (char)va_arg(ap, int); break;
    case 's': v = (short)va_arg(ap, int); break;
    case 'l': v = va_arg(ap, long); break;
    case 'L': v = va_arg(ap, long long); break;
    case 'd': v = (long long)(va_arg(ap, double) * 8); break;
    case 'f': v = (long long)(va_arg(ap, double) * 8); break;
    case 'p': v = *va_arg(ap, int *); break;
    case 'S': { struct pair p = va_arg(ap, struct pair); v = p.a * 256 + p.b; break; }
    }
    h = h * 31 + (unsigned long long)v;
  }
  return h;
}
static unsigned long long mix(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  unsigned long long h = mixv(fmt, ap);
  va_end(ap);
  return h;
}
static unsigned long long twice(const char *fmt, ...) {
  va_list ap, aq;
  va_start(ap, fmt);
  va_copy(aq, ap);
  unsigned long long h = mixv(fmt, ap);
  h = h * 1000003 + mixv(fmt, aq);
  va_end(aq);
  va_end(ap);
  return h;
}
static int sum(int n, ...) {
  va_list ap;
  int s = 0;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}
static int ignore(int n, ...) { return n; }
static unsigned long long (*mixp)(const char *, ...) = mix;
`

// variadicArg is a random argument for the format letter c: its C text.
func variadicArg(r *rand.Rand, c byte, x int) string {
	n := r.Int63n(1<<40) - 1<<39
	switch c {
	case 'i':
		return fmt.Sprint(int32(n))
	case 'u':
		return fmt.Sprintf("%du", uint32(n))
	case 'c':
		return fmt.Sprintf("(char)%d", int8(n))
	case 's':
		return fmt.Sprintf("(short)%d", int16(n))
	case 'l':
		return fmt.Sprintf("%dL", int32(n))
	case 'L':
		return fmt.Sprintf("%dLL", n)
	case 'd':
		return fmt.Sprintf("%d.125", int16(n))
	case 'f':
		return fmt.Sprintf("(float)%d.5f", int8(n))
	case 'p':
		return fmt.Sprintf("&x%d", x)
	case 'S':
		return fmt.Sprintf("(struct pair){%d, %d}", int16(n), int8(n>>20))
	}
	panic("unknown letter")
}

func variadicCases(r *rand.Rand, n int) []libcCase {
	const letters = "iucslLdfpS"
	var cases []libcCase
	for i := 0; i < n; i++ {
		k := r.Intn(7)
		format := make([]byte, k)
		var args []string
		for j := range format {
			format[j] = letters[r.Intn(len(letters))]
			args = append(args, variadicArg(r, format[j], j))
		}
		decls := ""
		for j := range format {
			decls += fmt.Sprintf("    int x%d = %d;\n", j, r.Intn(1000)-500)
		}
		call := "mix"
		switch r.Intn(4) {
		case 1:
			call = "twice"
		case 2:
			call = "mixp"
		}
		argText := ""
		for _, a := range args {
			argText += ", " + a
		}
		cases = append(cases, libcCase(decls+fmt.Sprintf("    out[%%[1]d] = (long long)%s(%q%s);\n", call, format, argText)))
	}
	cases = append(cases,
		"    out[%[1]d] = sum(0);\n",
		"    out[%[1]d] = sum(3, 1, -2, 40000);\n",
		"    int s = 0; for (int i = 0; i < 4; i++) s += sum(i, i, 2 * i, 3 * i);\n    out[%[1]d] = s;\n",
		"    out[%[1]d] = ignore(7, 1.5, \"x\", 'c');\n",
		"    char c = -3; short h = -300; float f = 2.5f;\n    out[%[1]d] = (long long)mix(\"csf\", c, h, f);\n",
	)
	return cases
}

func TestVariadicAgainstGcc(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			cases := variadicCases(rand.New(rand.NewSource(7)), 60)
			src := libcProgram(cases)
			src = strings.Replace(src, "long long out[", variadicPrelude+"long long out[", 1)
			diffAgainstNative(t, nativeDiff{
				gcc: gcc, name: "variadic.c", src: src, cases: cases, model: model,
				ilp32:  []string{"-m32"},
				checks: cfront.Checks{Bounds: true, Pointer: true},
			})
		})
	}
}

// TestRecursiveVariadicAndVLAParams: recursive functions that are
// variadic or take a variable-length array parameter are inlined call by
// call (a shared recursion level sets neither the variable arguments nor
// the array's dimensions); both compute what gcc computes.
func TestRecursiveVariadicAndVLAParams(t *testing.T) {
	src := `#include <stdarg.h>
extern void reach_error(void);
int sum(int n, ...) { va_list ap; va_start(ap, n); int s = 0; if (n > 0) { int x = va_arg(ap, int); s = x + sum(n - 1, x, x); } va_end(ap); return s; }
int vsum(int n, int m, int a[n][m]) { if (n == 0) return 0; int s = 0; for (int j = 0; j < m; j++) s += a[n-1][j]; return s + vsum(n - 1, m, a); }
int main(void) { if (sum(3, 2, 0, 0) != 6) reach_error(); int a[2][2] = {{1,2},{3,4}}; if (vsum(2, 2, a) != 10) reach_error(); return 0; }
`
	p, err := cfront.ParseSource("rv.c", []byte(src), cfront.Options{RecursionDepth: 4, Checks: cfront.Checks{Bounds: true, Pointer: true}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := interp.Run(p, interp.NewRandomInputs(1), interp.Options{NoTrace: true})
	if err != nil {
		t.Fatal(err)
	}
	if res.Status != interp.Finished {
		t.Fatalf("%s %s", res.Status, res.Reason)
	}
}
