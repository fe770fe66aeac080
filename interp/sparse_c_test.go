package interp_test

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestSparseRuns runs C programs whose arrays and heap objects have a
// length nothing bounds (the largest an object can have) on inputs that
// make them long: the run touches only the cells it writes and reads,
// loops over them are accelerated, memcpy copies between them, and an
// observer (invariant filtering's hook) reads them.
func TestSparseRuns(t *testing.T) {
	tests := []struct {
		name, src string
		n         uint64
		want      interp.Status
	}{
		{"vla", `
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 10) return 0;
  int a[n];
  a[n - 1] = 3; a[0] = 4;
  for (unsigned long i = n / 2; i < n / 2 + 100; i++) a[i] = (int)i;
  if (a[n - 1] + a[0] == 7 && a[n / 2 + 99] == (int)(n / 2 + 99) && sizeof a == n * sizeof(int)) reach_error();
  return 0;
}`, 1 << 40, interp.Violated},
		{"malloc", `
#include <stdlib.h>
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 2) return 0;
  char *p = malloc(n);
  if (!p) return 0;
  p[n - 1] = 1;
  char *q = p + (n - 2);
  q[0] = 2;
  if (p[n - 2] + p[n - 1] == 3) reach_error();
  free(p);
  return 0;
}`, 1 << 50, interp.Violated},
		{"calloc", `
#include <stdlib.h>
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 2) return 0;
  long *p = calloc(n, sizeof(long));
  if (!p) return 0;
  if (p[n - 1] != 0 || p[n / 3] != 0) reach_error();
  free(p);
  return 0;
}`, 1 << 45, interp.Finished},
		{"beyond the largest object", `
#include <stdlib.h>
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  char *p = malloc(n);
  if (p) { p[0] = 1; free(p); return 0; }
  reach_error();
  return 0;
}`, 1<<56 + 5, interp.Violated},
		{"accelerated loop", `
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 100000) return 0;
  int a[n];
  for (int i = 0; i < 50000; i++) a[i] = 3 * i;
  if (a[49999] == 149997 && a[0] == 0) reach_error();
  return 0;
}`, 1 << 40, interp.Violated},
		{"memcpy", `
#include <stdlib.h>
#include <string.h>
int main(void) {
  unsigned long n = __VERIFIER_nondet_ulong();
  if (n < 16) return 0;
  char *p = malloc(n), *q = malloc(n);
  if (!p || !q) return 0;
  for (int i = 0; i < 16; i++) p[n - 16 + i] = (char)i;
  memcpy(q + n - 16, p + n - 16, 16);
  if (q[n - 1] == 15 && q[n - 16] == 0) reach_error();
  return 0;
}`, 1 << 44, interp.Violated},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := "void reach_error(void);\nunsigned long __VERIFIER_nondet_ulong(void);\n" + tc.src
			p, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{Model: program.LP64, MallocMayFail: true})
			if err != nil {
				t.Fatal(err)
			}
			in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
				if ty.IsInteger() && ty.Width == 64 {
					return interp.IntValue(ty, tc.n), nil
				}
				return interp.ZeroValue(ty), nil // malloc_fails: false; uninitialised cells: zero
			})
			reads := 0
			observe := func(l *program.Loc, st *interp.State) {
				for _, v := range p.Locals {
					if v.Type.Kind == program.KindArray && v.Type.Len > interp.SparseMin {
						if x := st.Get(v); x.Len() == v.Type.Len && x.Elem(v.Type.Len-1).Bits == 0 {
							reads++
						}
					}
				}
			}
			r, err := interp.Run(p, in, interp.Options{MaxSteps: 200000, Observe: observe, AccelerateObserved: true})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != tc.want {
				t.Fatalf("status %s (%s), want %s", r.Status, r.Reason, tc.want)
			}
			if tc.name == "accelerated loop" && r.Steps > 20000 {
				t.Errorf("%d steps: the loop was not accelerated", r.Steps)
			}
			if (tc.name == "vla" || tc.name == "accelerated loop") && reads == 0 {
				t.Errorf("the observer never read the sparse array")
			}
		})
	}
}
