extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Moves a into b one unit at a time: the sum is kept. */
int transfer(int a, int b) {
  if (a <= 0) {
    return b;
  }
  return transfer(a - 1, b + 1);
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || b < 0 || a > 1000000000 || b > 1000000000) {
    return 0;
  }
  int r = transfer(a, b);
  if (r - b != a) {
    reach_error();
  }
  return 0;
}
