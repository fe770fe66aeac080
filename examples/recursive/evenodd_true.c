extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int isOdd(int n);
int isEven(int n) {
  if (n == 0) {
    return 1;
  }
  return isOdd(n - 1);
}
int isOdd(int n) {
  if (n == 0) {
    return 0;
  }
  return isEven(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) {
    return 0;
  }
  int result = isOdd(n);
  int mod = n % 2;
  if (result < 0 || result == mod) {
    return 0;
  }
  reach_error();
  return 0;
}
