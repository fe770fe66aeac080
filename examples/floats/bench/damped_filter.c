/* A damped first-order filter s = 0.7 s + in with inputs in [-1, 1], in
   double: |s| stays below 3.34 (the limit is 1/0.3). */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double s = 0.0;
  while (__VERIFIER_nondet_int()) {
    double in = __VERIFIER_nondet_double();
    __VERIFIER_assume(in >= -1.0 && in <= 1.0);
    s = 0.7 * s + in;
    if (!(s <= 3.34 && s >= -3.34))
      reach_error();
  }
  return 0;
}
