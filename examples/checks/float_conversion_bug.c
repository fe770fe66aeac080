// Float to int conversion out of range (--conversion-check, and under
// no-overflow): undefined behaviour in C.
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0 && x < 1e10);
  int i = (int)x;
  return i;
}
