/* A prefix count of positive input cells, cnt[i] = cnt[i-1] + (x[i] > 0); inside the loop cnt[i] <= i + 1 and cnt[i] >= cnt[i-1]; the bug: the bound inside the loop is i, which all-positive prefixes exceed. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "assert_in_loop_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int x[N];
int cnt[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) x[i] = __VERIFIER_nondet_int();
  cnt[0] = x[0] > 0;
  for (i = 1; i < N; i++) {
    cnt[i] = cnt[i - 1] + (x[i] > 0);
    __VERIFIER_assert(cnt[i] <= i);
    __VERIFIER_assert(cnt[i] >= cnt[i - 1]);
  }
  return 0;
}
