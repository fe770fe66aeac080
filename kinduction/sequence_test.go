package kinduction

import "testing"

// TestSequenceAtoms: a cell written as the cell before it plus a
// constant (a[i] = a[i - 1] + c, the counter from a constant start)
// keeps the closed form a[k] == a[s - 1] + c*(k - (s - 1)) behind the
// counter, which a check bounded by the last cell needs; the buggy twin
// (the check's bound one less, violated at the last cell only) is not
// proved. Checked path by path and in the interpreter (provedTwins).
// Arrays of 16 cells (50 and 40 before; the atoms name no size).
func TestSequenceAtoms(t *testing.T) {
	const up = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 2 || n > 16) return 0;
  int a[16];
  int i;
  a[0] = 5;
  for (i = 1; i < n; i++) {
    a[i] = a[i - 1] + 3;
    if (a[i] > 5 + 3 * (n - 1) - %d) reach_error();
  }
  return 0;
}`
	provedTwins(t, "sequence_up", up, 0, 1, `\forall k. 0 <= k && k < main::i ==> main::a[k] == (main::a[0] + (3 * k))`, true)
	const down = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int g[16];
int main() {
  int i;
  g[1] = __VERIFIER_nondet_int();
  if (g[1] < 0 || g[1] > 1000) return 0;
  for (i = 2; i < 16; i++) g[i] = g[i - 1] - 2;
  if (g[15] != g[1] - 28 + %d) reach_error();
  return 0;
}`
	provedTwins(t, "sequence_down", down, 0, 2, `g[k] == (g[1] + ((-2) * (k - 1)))`, true)
}
