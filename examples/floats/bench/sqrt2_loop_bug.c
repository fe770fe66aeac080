/* Newton's iteration for sqrt(2), x = x/2 + 1/x, any number of steps from
   x in [1.5, 2] in double: x tends to sqrt(2) < 1.4143. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.5 && x <= 2.0);
  while (__VERIFIER_nondet_int())
    x = x / 2.0 + 1.0 / x;
  if (!(x >= 1.4143))
    reach_error();
  return 0;
}
