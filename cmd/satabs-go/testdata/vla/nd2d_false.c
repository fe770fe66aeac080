// nd2d_true.c with an assertion off by one: FALSE.
extern void abort(void);
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  if (n < 1 || m < 1) return 0;
  int A[n][m];
  A[0][0] = 3;
  A[n - 1][m - 1] = 5;
  if (A[n - 1][m - 1] != 5 + 1) { reach_error(); abort(); }
  return 0;
}
