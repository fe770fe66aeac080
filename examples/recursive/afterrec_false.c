extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void f(int n) {
  if (n < 3) {
    return;
  }
  n--;
  f(n);
  reach_error();
}
int main(void) {
  f(4);
  return 0;
}
