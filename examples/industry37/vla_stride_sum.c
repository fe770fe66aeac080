/* A VLA of input length 2n: a[2*i] = 1 and a[2*i + 1] = -1 by one loop; the sum of all cells is 0. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "vla_stride_sum.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n <= 50000);
  int a[2 * n];
  int i, s = 0;
  for (i = 0; i < n; i++) {
    a[2 * i] = 1;
    a[2 * i + 1] = (i == n) ? 1 : -1;
  }
  for (i = 0; i < 2 * n; i++) s += a[i];
  __VERIFIER_assert(s == 0);
  return 0;
}
