// Division by zero: the divisor is checked first.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  unsigned x = __VERIFIER_nondet_int();
  unsigned d = __VERIFIER_nondet_int();
  return d != 0 && x / d > 3;
}
