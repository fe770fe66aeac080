/* A 4-tap moving average in double over 10 inputs in [0, 10]: the output
   stays in [0, 10]. */
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double h0 = 0, h1 = 0, h2 = 0, h3 = 0;
  for (int i = 0; i < 10; i++) {
    double x = __VERIFIER_nondet_double();
    __VERIFIER_assume(x >= 0.0 && x <= 10.0);
    h3 = h2; h2 = h1; h1 = h0; h0 = x;
    double y = 0.25 * h0 + 0.25 * h1 + 0.25 * h2 + 0.25 * h3;
    if (y < 0.0 || y > 10.0)
      reach_error();
  }
  return 0;
}
