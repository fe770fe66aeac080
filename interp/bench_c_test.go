package interp_test

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// benchPrograms are array kernels of the kind concrete testing runs to
// their end (10^5 iterations per loop): a running maximum over two
// global arrays with checks over both, and a table of structs filled,
// searched and checked.
var benchPrograms = []struct{ name, src string }{
	{"running", `
#define N 100000
int a[N], m[N];
int main(void) {
  int i, k;
  a[0] = __VERIFIER_nondet_int() & 15;
  m[0] = a[0];
  for (i = 1; i < N; i++) {
    a[i] = __VERIFIER_nondet_int() & 15;
    m[i] = m[i - 1];
    if (a[i] > m[i]) m[i] = a[i];
  }
  for (k = 0; k < N; k++) if (!(m[k] >= a[k])) reach_error();
  for (k = 1; k < N; k++) if (!(m[k] >= m[k - 1])) reach_error();
  return 0;
}`},
	{"table", `
#define N 100000
struct slot { int key; unsigned char used; };
struct slot tbl[N];
int main(void) {
  int i = 0, j, k;
  do {
    tbl[i].used = __VERIFIER_nondet_int() & 1;
    if (tbl[i].used) tbl[i].key = __VERIFIER_nondet_int() & 32767;
    else tbl[i].key = -1;
    i++;
  } while (i < N);
  j = 0;
  while (j < N && tbl[j].used) j++;
  if (j < N) { tbl[j].key = 5; tbl[j].used = 1; }
  k = 0;
  do {
    if (!(tbl[k].used ? tbl[k].key >= 0 : tbl[k].key == -1)) reach_error();
    k++;
  } while (k < N);
  return 0;
}`},
}

// BenchmarkCPrograms runs each kernel once per iteration on inputs that
// never violate its checks, without a trace, as concrete testing does.
func BenchmarkCPrograms(b *testing.B) {
	for _, bp := range benchPrograms {
		b.Run(bp.name, func(b *testing.B) {
			p, err := cfront.ParseSource(bp.name+".c", []byte(bp.src), cfront.Options{Model: program.ILP32})
			if err != nil {
				b.Fatal(err)
			}
			steps := 0
			for b.Loop() {
				r, err := interp.Run(p, interp.NewRandomInputs(1), interp.Options{MaxSteps: 100_000_000, NoTrace: true})
				if err != nil || r.Status != interp.Finished {
					b.Fatal(err, r.Status, r.Reason)
				}
				steps = r.Steps
			}
			b.ReportMetric(float64(steps), "edges/op")
		})
	}
}
