extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* A McCarthy-style nested recursion: f(x) == 46 for every x <= 50. */
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
  if (x <= 50 && r != 46) {
    reach_error();
  }
  if (x > 50 && r != x - 5) {
    reach_error();
  }
  return 0;
}
