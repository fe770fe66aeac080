/* The degree-4 Taylor polynomial of exp on [-0.5, 0.5] in Horner form
   (double): it stays within [0.6, 1.649] (exp(0.5) = 1.6487...). */
extern float __VERIFIER_nondet_float(void);
extern double __VERIFIER_nondet_double(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= -0.5 && x <= 0.5);
  double p = 1.0 + x * (1.0 + x * (0.5 + x * (1.0 / 6.0 + x * (1.0 / 24.0))));
  if (p < 0.6 || p > 1.649)
    reach_error();
  return 0;
}
