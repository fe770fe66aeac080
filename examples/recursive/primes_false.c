extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int is_prime_(int n, int m) {
  if (m <= 1) {
    return 1;
  }
  if (n % m == 0) {
    return 0;
  }
  return is_prime_(n, m - 1);
}
int is_prime(int n) {
  return n >= 2 && is_prime_(n, n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 30) {
    return 0;
  }
  if (is_prime(n) && n > 20 && n < 25) {
    reach_error();
  }
  return 0;
}
