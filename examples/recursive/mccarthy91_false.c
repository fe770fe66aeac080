extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int f91(int x) {
  if (x > 100) {
    return x - 10;
  }
  return f91(f91(x + 11));
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int result = f91(x);
  if (result == 91 || (x > 102 && result == x - 10)) {
    return 0;
  }
  reach_error();
  return 0;
}
