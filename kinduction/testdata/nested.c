// Nested counting loops: k == i*m + j at the inner head and k == i*m at
// the outer one over the samples, made linear by m's bounds: k - 5*i - j
// >= 0 and k - 100*i - j <= 0 (the latter keeps k++ from wrapping).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int();
  if (n < 3 || n > 100 || m < 5 || m > 100) return 0;
  int k = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      k++;
  if (k < 15) reach_error();
  return 0;
}
