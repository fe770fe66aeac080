package kinduction

import "testing"

// TestStridedCheck: a check under a branch of a loop whose counter moves
// by a constant step (i += 2, i += 3) holds at the cells the loop
// visits: (k - start) % s != 0 || !guard || c(k). The cells between are
// never written (local arrays: any value), so the implication alone is
// false for them. The twin whose check tests another value is not
// proved.
func TestStridedCheck(t *testing.T) {
	const step2 = `void reach_error(void) {}
#define CHECK(c) do { if (!(c)) reach_error(); } while (0)
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[16], b[16];
  int i;
  for (i = 0; i < 16; i = i + 2) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] == 10) b[i] = 20;
  }
  i = 0;
  while (i < 16) {
    if (a[i] == 10) CHECK(b[i] == %d);
    i += 2;
  }
  return 0;
}`
	provedTwins(t, "strided2", step2, 20, 21, `\forall k. 0 <= k && k < 16 ==> (((k - 0) & 1) != 0) || ((main::a[k] != 10) || (main::b[k] == 20))`, false)
	const step3 = `void reach_error(void) {}
void check(int c) { if (!c) reach_error(); }
extern int __VERIFIER_nondet_int(void);
int a[18], b[18];
int main() {
  int i = 1;
  do {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] > 0) b[i] = a[i]; else b[i] = 0;
    i = i + 3;
  } while (i < 18);
  for (i = 1; i < 18; i += 3) if (a[i] > 0) check(b[i] == a[i] + %d);
  return 0;
}`
	provedTwins(t, "strided3", step3, 0, 1, `(((k - 1) % 3) != 0) || ((a[k] <= 0) || (b[k] == (a[k] + 0)))`, false)
}
