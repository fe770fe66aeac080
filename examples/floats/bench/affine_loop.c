/* x = 0.75 x + 1.0 any number of times from x in [0, 10], in double: x
   stays in [0, 10]. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.0 && x <= 10.0);
  while (__VERIFIER_nondet_int()) {
    x = 0.75 * x + 1.0;
    if (!(x >= 0.0 && x <= 10.0))
      reach_error();
  }
  return 0;
}
