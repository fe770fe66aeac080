package kinduction

import "testing"

// TestOwnComparisonsUnsampled: a running maximum whose inputs the
// program's assumption mostly rejects (a run ends at the first value
// outside [-5000, 5000]), so that the concrete runs see the filling
// loop's head over one or two cells and never reach the checking loop
// behind it. The sorted prefix hi[k - 1] <= hi[k], the program's own
// comparison at the checking loop's counter, survives the samples
// (own comparisons need not have been shown over two cells) and comes
// first among the checking loop's candidates (checkedFirst), so that
// k-induction proves the safe variant; the twin, which requires a
// strict increase, is not proved.
func TestOwnComparisonsUnsampled(t *testing.T) {
	const tmpl = `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
#define CHECK(c) do { if (!(c)) reach_error(); } while (0)
int hi[40];
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 2 || n > 40) return 0;
  hi[0] = __VERIFIER_nondet_int();
  int p = 1;
  do {
    int v = __VERIFIER_nondet_int();
    if (v < -5000 || v > 5000) return 0;
    if (v > hi[p - 1]) hi[p] = v; else hi[p] = hi[p - 1];
    p++;
  } while (p < n);
  for (int q = 1; q < n; q++) CHECK(hi[q - 1] + %d <= hi[q]);
  return 0;
}`
	provedTwins(t, "runmax", tmpl, 0, 1, `(hi[k - 1] + 0) <= hi[k]`, false)
}
