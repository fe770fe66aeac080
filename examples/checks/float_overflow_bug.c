// Float overflow (--float-overflow-check): a product of finite floats
// that is too large for float.
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > 1e20f && x < 1e30f);
  float y = x * x;
  return y > 0;
}
