/* Cells 0..n-1 of a global array (n <= 10000 from input) set to 2 and summed; the sum is 2n. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "sum_input.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int a[10000];
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n <= 10000);
  int i;
  long long sum = 0;
  for (i = 0; i < n; i++) a[i] = 2;
  for (i = 0; i < n; i++) sum = sum + a[i];
  __VERIFIER_assert(sum == 2LL * n);
  return 0;
}
