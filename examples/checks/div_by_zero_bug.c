// Division by zero: d may be zero.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  if (d > -2 && d < 2)
    return x % (d + 1);
  return x / d;
}
