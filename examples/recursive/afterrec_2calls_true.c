extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void f2(int n);
void f(int n) {
  if (n < 3) {
    return;
  }
  n--;
  f2(n);
  if (n < 2) {
    reach_error();
  }
}
void f2(int n) {
  if (n < 2) {
    return;
  }
  n--;
  f(n);
  f(n);
}
int main(void) {
  f(__VERIFIER_nondet_int());
  return 0;
}
