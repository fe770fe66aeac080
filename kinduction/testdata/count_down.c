// Counts k up to n0 in one loop and down in a second loop that runs n0
// times: k > 0 in the second loop needs k + j1 - n0 >= 0, a term whose
// two counters move so that it stays (what is left of the loop bounds
// k), and the first loop's product relation made linear by n0's bound
// (999999*i0 - 999999*k == 0) must be divided by its coefficients' gcd,
// or its step costs SAT minutes. gcc: no input reaches the error.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n0 = __VERIFIER_nondet_int(), i0 = 0, k = 0, j1 = 0;
  if (!(-1000000 <= n0 && n0 < 1000000))
    return 0;
  while (i0 < n0) {
    i0++;
    k++;
  }
  while (j1 < n0) {
    if (!(k > 0))
      reach_error();
    j1++;
    k--;
  }
  return 0;
}
