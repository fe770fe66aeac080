extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
/* An assertion inside the recursion that needs more than the candidates
   know (the parity of the argument): no contract may drop it. */
int half(int n) {
  if (n == 0) {
    return 0;
  }
  if (n == 1) {
    reach_error();
  }
  return half(n - 2) + 1;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000 || n % 2 != 0) {
    return 0;
  }
  return half(n);
}
