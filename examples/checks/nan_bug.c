// NaN (--nan-check): 0 * inf.
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = x * 0.0;
  return y == 0;
}
