// big2d_true.c with an assertion off by one: FALSE.
extern void abort(void);
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = 300;
  int A[n][n];
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k >= n) return 0;
  A[k][n - 1 - k] = k;
  A[n - 1 - k][k] = 7;
  if (A[k][n - 1 - k] != k + 1) { reach_error(); abort(); }
  return 0;
}
