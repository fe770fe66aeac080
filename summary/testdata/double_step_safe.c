extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* Nested calls: h(x, y) == y + 2^(x+1), at least y + 2. */
int h(int x, int y) {
  if (x <= 0) {
    return y + 2;
  }
  return h(x - 1, h(x - 1, y));
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  if (x < 0 || x > 20 || y < 0 || y > 1000) {
    return 0;
  }
  if (h(x, y) <= y + 1) {
    reach_error();
  }
  return 0;
}
