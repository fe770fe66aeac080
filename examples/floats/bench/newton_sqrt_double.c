/* Newton's iteration for sqrt(a), a in [1, 4], in double from x = 1:
   after six steps x*x is within 1e-12 of a. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double a = __VERIFIER_nondet_double();
  __VERIFIER_assume(a >= 1.0 && a <= 4.0);
  double x = 1.0;
  for (int i = 0; i < 6; i++)
    x = 0.5 * (x + a / x);
  double e = x * x - a;
  if (e > 1e-12 || e < -1e-12)
    reach_error();
  return 0;
}
