/* Two Newton steps towards the root 0 of the Taylor polynomial of sin,
   from a start in (-0.8, 0.8), in double: the result is not always within 0.004 of 0. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
double f(double x) {
  return x - (x * x * x) / 6.0 + (x * x * x * x * x) / 120.0 -
         (x * x * x * x * x * x * x) / 5040.0;
}
double fp(double x) {
  return 1.0 - (x * x) / 2.0 + (x * x * x * x) / 24.0 -
         (x * x * x * x * x * x) / 720.0;
}
int main(void) {
  double in = __VERIFIER_nondet_double();
  __VERIFIER_assume(in > -0.8 && in < 0.8);
  double x = in - f(in) / fp(in);
  x = x - f(x) / fp(x);
  if (!(x < 0.004 && x > -0.004))
    reach_error();
  return 0;
}
