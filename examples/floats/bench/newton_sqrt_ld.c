/* Newton's iteration for sqrt(a) in long double, a in [1, 4], from x = 1:
   after six steps x*x is within 1e-15 of a. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 1.0 && d <= 4.0);
  long double a = d, x = 1.0L;
  for (int i = 0; i < 6; i++)
    x = 0.5L * (x + a / x);
  long double e = x * x - a;
  if (e > 1e-15L || e < -1e-15L)
    reach_error();
  return 0;
}
