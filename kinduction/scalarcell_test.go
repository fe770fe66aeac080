package kinduction

import "testing"

// TestScalarIndexCell: a cell written outside loops at an index over
// scalars (the terminator a[n] = 0 after a loop that stopped at n) is a
// candidate a[n] == 0 at the heads after it; with it a scan to the
// terminator stops at n, and the check j == n is proved. The twin that
// checks j == n - 1 is not.
func TestScalarIndexCell(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int a[70];
int main() {
  int n = 0, j = 0;
  while (n < 69) { int x = __VERIFIER_nondet_int(); if (x <= 0) break; a[n] = x; n++; }
  a[n] = 0;
  while (a[j] != 0) j++;
  if (!(j == n - %d)) reach_error();
  return 0;
}`
	provedTwins(t, "scalarcell", tmpl, 0, 1, `a[main::n] == 0`, true)
}
