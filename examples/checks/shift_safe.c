// Shift: unsigned 1u << n for n in [0, 32) is defined.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 32);
  unsigned bit = 1u << n;
  return bit != 0;
}
