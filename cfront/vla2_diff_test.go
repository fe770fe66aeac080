package cfront_test

import (
	"fmt"
	"math/rand"
	"os/exec"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// vla2Helpers are functions with variable-length array parameters.
const vla2Helpers = `
static long long sum2(int n, int m, int a[n][m]) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += (long long)a[i][j] * (i + 1) - j;
  return s;
}
static long long trace(int n, int a[n][n]) {
  long long s = 0;
  for (int i = 0; i < n; i++)
    s = s * 3 + a[i][n - 1 - i];
  return s;
}
static long long rowsum(int m, const int *row) {
  long long s = 0;
  for (int j = 0; j < m; j++)
    s = s * 5 + row[j];
  return s;
}
static void fill3(int n, int m, int a[n][3][m], int seed) {
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 3; k++)
      for (int j = 0; j < m; j++)
        a[i][k][j] = seed + i * 100 + k * 10 + j;
}
static long long sizes(int n, int m, int a[n][m]) {
  return (long long)sizeof(a[0]) * 1000 + (long long)sizeof(*a);
}
`

// vla2Cases are cases over arrays with two or three variable or constant
// dimensions, their dimensions random and read through volatiles.
func vla2Cases(r *rand.Rand, count int) []libcCase {
	var cases []libcCase
	for len(cases) < count {
		n, m := 1+r.Intn(5), 1+r.Intn(5)
		s, u, c := r.Intn(9)-4, r.Intn(9)-4, r.Intn(50)
		dims := fmt.Sprintf("    volatile int vn = %d, vm = %d;\n    int n = vn, m = vm;\n", n, m)
		fill := fmt.Sprintf("    for (int i = 0; i < n; i++)\n      for (int j = 0; j < m; j++)\n        a[i][j] = i * %d + j * %d + %d;\n", s, u, c)
		var body string
		switch r.Intn(7) {
		case 0:
			body = "    int a[n][m];\n" + fill + "    out[%d] = sum2(n, m, a) * 100000 + sizeof(a) * 100 + sizeof(a[0]);\n"
		case 1:
			body = "    int a[n][n];\n" + strings.ReplaceAll(fill, "j < m", "j < n") + "    out[%d] = trace(n, a);\n"
		case 2:
			body = fmt.Sprintf("    int a[n][m];\n"+fill+"    out[%%d] = rowsum(m, a[%d]);\n", r.Intn(n))
		case 3:
			body = fmt.Sprintf("    int a[n][3][m];\n    fill3(n, m, a, %d);\n    out[%%d] = a[n - 1][2][m - 1] * 1000000LL + a[%d][1][%d] * 1000LL + sizeof(a) + sizeof(a[0]) * 10 + sizeof(a[0][0]) * 100;\n", c, r.Intn(n), r.Intn(m))
		case 4:
			body = fmt.Sprintf("    int a[n][m];\n"+fill+"    int (*p)[m] = a;\n    p += %d;\n    out[%%d] = p[0][%d] * 1000 + (*p)[0] + (p - a);\n", r.Intn(n), r.Intn(m))
		case 5:
			body = "    short a[4][m];\n    for (int i = 0; i < 4; i++)\n      for (int j = 0; j < m; j++)\n        a[i][j] = (short)(i * 7 - j);\n    out[%d] = sizes(4, m, (int (*)[m])0) + sizeof(a) + a[3][m - 1];\n"
		default:
			body = "    long long a[n][m];\n    for (int i = 0; i < n; i++)\n      for (int j = 0; j < m; j++)\n        a[i][j] = (long long)(i + 1) << (j * 8);\n    long long *q = &a[n - 1][0];\n    out[%d] = q[m - 1] + a[0][0] + (long long)sizeof(a[n - 1]);\n"
		}
		cases = append(cases, libcCase(dims+body))
	}
	return cases
}

// TestVLA2AgainstGcc: arrays with several variable dimensions, as locals
// and parameters, their rows, sizeof of each, pointers to rows, against
// gcc, in both data models.
func TestVLA2AgainstGcc(t *testing.T) {
	gcc, err := exec.LookPath("gcc")
	if err != nil {
		t.Skip("gcc not found")
	}
	cases := vla2Cases(rand.New(rand.NewSource(7)), 60)
	var b strings.Builder
	b.WriteString("#ifdef NATIVE\n#include <stdio.h>\n#endif\n" + vla2Helpers)
	fmt.Fprintf(&b, "long long out[%d];\nint main(void) {\n", len(cases))
	for i, c := range cases {
		fmt.Fprintf(&b, "  {\n%s  }\n", fmt.Sprintf(string(c), i))
	}
	fmt.Fprintf(&b, "#ifdef NATIVE\n  for (int i = 0; i < %d; i++)\n    printf(\"%%lld\\n\", out[i]);\n#endif\n  return 0;\n}\n", len(cases))
	for _, model := range []program.DataModel{program.ILP32, program.LP64} {
		t.Run(model.Name, func(t *testing.T) {
			diffAgainstNative(t, nativeDiff{
				gcc: gcc, name: "vla2.c", src: b.String(), cases: cases, model: model,
				ilp32: []string{"-m32"}, checks: cfront.Checks{Bounds: true, Pointer: true},
			})
		})
	}
}
