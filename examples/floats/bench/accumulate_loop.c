/* A float sum of n tenths, n up to 100: the accumulated error stays below
   1e-4 relative to n / 10. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100);
  float s = 0.0f;
  for (int i = 0; i < n; i++)
    s += 0.1f;
  float d = s - (float)n / 10.0f;
  if (d > 1e-4f * (float)n + 1e-6f || d < -1e-4f * (float)n - 1e-6f)
    reach_error();
  return 0;
}
