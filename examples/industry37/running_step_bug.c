/* A monotone sequence a[i] = a[i-1] + 3 from an input start in a global array; each cell is a[0] + 3k; the bug: the sequence stops one cell short. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "running_step_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i, k;
  a[0] = __VERIFIER_nondet_int();
  assume_abort_if_not(a[0] >= 0 && a[0] <= 100);
  for (i = 1; i < N - 1; i++) a[i] = a[i - 1] + 3;
  for (k = 0; k < N; k++) __VERIFIER_assert(a[k] == a[0] + 3 * k);
  return 0;
}
