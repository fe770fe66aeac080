// Two dimensions of 300, constant but variable-length: 90,000 elements,
// more than the bounded model's 65,536; the cells written at (k, 299 - k)
// and (299 - k, k) never coincide: TRUE.
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
  if (A[k][n - 1 - k] != k + 0) { reach_error(); abort(); }
  return 0;
}
