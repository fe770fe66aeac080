package kinduction

import "testing"

// TestMirroredWrite: a write mirrored about a term over an input length
// (dst[n - 1 - j] = src[j]) gives the cell atom dst[n - 1 - k] == src[k]
// behind the counter, which the check's own form dst[k] == src[n - 1 - k]
// follows from at the end (instantiated at the mirrored index). The
// term's variable n appears in the written lvalue, and the loop still
// does not write it. The twin that stops one cell short is not proved.
func TestMirroredWrite(t *testing.T) {
	const tmpl = `void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int src[50], dst[50];
int main() {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 50) return 0;
  int j;
  for (j = 0; j < n; j++) src[j] = __VERIFIER_nondet_int();
  j = 0;
  while (j < n - %d) { dst[n - 1 - j] = src[j]; j++; }
  for (j = n - 1; j >= 0; j--) if (!(dst[j] == src[n - 1 - j])) reach_error();
  return 0;
}`
	provedTwins(t, "mirrored", tmpl, 0, 1, `\forall k. 0 <= k && k < main::j ==> dst[(main::n - 1) - k] == src[k]`, false)
}
