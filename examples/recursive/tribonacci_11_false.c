extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
/* Tribonacci: three recursive calls per activation. */
int trib(int n) {
  if (n < 2) {
    return 0;
  }
  if (n == 2) {
    return 1;
  }
  return trib(n - 1) + trib(n - 2) + trib(n - 3);
}
int main(void) {
  int result = trib(11);
  if (result == 149) {
    reach_error();
  }
  return 0;
}
