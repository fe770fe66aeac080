// NaN (--nan-check): a finite operand times zero is zero.
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (!__builtin_isfinite(x))
    return 0;
  double y = x * 0.0;
  return y == 0;
}
