// Signed overflow: the sum of two ints in [0, 2^30] can exceed INT_MAX.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 1 << 30);
  __VERIFIER_assume(b >= 0 && b <= 1 << 30);
  int s = a + b;
  return s;
}
