// Float to int conversion in range (--conversion-check): truncation of a
// value above -2^31 - 1 and below 2^31.
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > -2147483649.0 && x < 2147483648.0);
  int i = (int)x;
  return i;
}
