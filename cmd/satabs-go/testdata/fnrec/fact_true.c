// Factorial up to 12! (13! would overflow int).
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 12) return 0;
  if (fact(n) < n) reach_error();
  return 0;
}
