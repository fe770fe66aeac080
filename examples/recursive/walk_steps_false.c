extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
/* walk(n) == 3n: 3n == 21 at n = 7. */
int step(int x) { return x + 3; }
int walk(int n) {
  if (n <= 0) {
    return 0;
  }
  return step(walk(n - 1));
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n > 100000000) {
    return 0;
  }
  int r = walk(n);
  if (r < 0 || r == 21) {
    reach_error();
  }
  return 0;
}
