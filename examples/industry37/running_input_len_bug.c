/* A monotone sequence a[i] = a[i-1] + 2 over a VLA of input length n; the last cell is a[0] + 2(n - 1), checked inside the loop and after; the bug: the check inside the loop is strict at the last cell. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "running_input_len_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 1 && n <= 100000);
  int a[n];
  int i;
  a[0] = 5;
  for (i = 1; i < n; i++) {
    a[i] = a[i - 1] + 2;
    __VERIFIER_assert(a[i] < 5 + 2 * (n - 1));
  }
  __VERIFIER_assert(a[n - 1] == 5 + 2 * (n - 1));
  return 0;
}
