extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* f(x) == 46 for x <= 50, not 45. */
int f(int x) {
  if (x > 50) {
    return x - 5;
  }
  return f(f(x + 6));
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < -1000000) {
    return 0;
  }
  int r = f(x);
  if (r == 46 && x == 45) {
    reach_error();
  }
  return 0;
}
