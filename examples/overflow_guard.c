// A classic bit-level bug: the programmer checks for overflow after the
// fact, but the sum of two large unsigned chars is computed in int, so the
// "overflow" test never fires and the result is truncated when stored.
// Expected: FALSE (the assertion fails for a + b > 255).
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

int main(void) {
  unsigned char a = __VERIFIER_nondet_uchar();
  unsigned char b = __VERIFIER_nondet_uchar();
  if (a + b < a) // never true: a + b is an int
    return 1;
  unsigned char sum = a + b;
  if (sum < a)
    reach_error();
  return 0;
}
