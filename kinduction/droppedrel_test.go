package kinduction

import "testing"

// TestDroppedRelations: an accumulator that a loop decrements by cells
// an earlier loop set to 1 keeps sum + i == n; the fixpoint, before the
// quantified invariants stand, refutes the relation with cells of any
// value, and narrowing asks it again (droppedRelations). The buggy twin
// asserts the sum is 1 at the end.
func TestDroppedRelations(t *testing.T) {
	tmpl := `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main() {
  int a[16]; int n, i; int sum = 0;
  n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 1 && n <= 16);
  for (i = 0; i < n; i++) a[i] = 1;
  for (i = 0; i < n; i++) sum = sum + a[i];
  for (i = 0; i < n; i++) sum = sum - a[i];
  if (sum != %d) reach_error();
  return 0;
}`
	provedTwins(t, "dropped", tmpl, 0, 1, `((((unsigned long long)main::n) - ((unsigned long long)main::i)) - ((unsigned long long)main::sum)) == (unsigned long long)0`, false)
}
