package kinduction

import "testing"

// TestLockstepWrites: a loop that stores a second counter (a[i] = j;
// j++ beside i++) gives the cell atom with that counter written as the
// index plus the difference of their entry values, a[k] == k + 3; a
// copy composes it, and the check after the copy is proved. The twin
// whose check is off by one is not.
func TestLockstepWrites(t *testing.T) {
	const tmpl = `void reach_error(void) {}
int main() {
  int a[50], b[50];
  int i, j = 3;
  for (i = 0; i < 50; i++) { a[i] = j; j = j + 1; }
  for (i = 0; i < 50; i++) b[i] = a[i];
  for (i = 0; i < 50; i++) if (!(b[i] == i + %d)) reach_error();
  return 0;
}`
	provedTwins(t, "lockstep", tmpl, 3, 2, `\forall k. 0 <= k && k < main::i ==> main::a[k] == (k + 3)`, true)
}
