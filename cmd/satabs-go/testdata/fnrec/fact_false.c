// Factorial of a bounded input: 10! exceeds a million.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10)
    return 0;
  if (fact(n) > 1000000)
    reach_error();
  return 0;
}
