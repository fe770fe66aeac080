// Shift: 1 << 31 shifts into the sign bit of int (undefined in C11).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 32);
  int bit = 1 << n;
  return bit;
}
