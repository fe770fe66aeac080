// Signed overflow: the sum of two ints in [0, 2^29] fits.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 1 << 29);
  __VERIFIER_assume(b >= 0 && b <= 1 << 29);
  int s = a + b;
  return s - a;
}
