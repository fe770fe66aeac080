// Float overflow (--float-overflow-check): the product stays finite.
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 1e10f && x < 1e15f);
  float y = x * x;
  return y > 0;
}
