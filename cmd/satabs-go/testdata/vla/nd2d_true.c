// Two dimensions nothing bounds above: the array has the largest length
// an object can have, and a declaration longer than that ends the run
// (SV-COMP's undefined behaviour); the last cell is written last: TRUE.
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
  if (A[n - 1][m - 1] != 5 + 0) { reach_error(); abort(); }
  return 0;
}
