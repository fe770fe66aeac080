/* A counter cell reached through a pointer (&cnt[1]) incremented in a loop for each positive input cell; the counter is at most the number of cells read, cnt[0] untouched; the bug: the bound is one less than the number of cells. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "ptr_counter_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int cnt[2];
int main(void) {
  int i;
  int *p = &cnt[1];
  for (i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] > 0) *p = *p + 1;
    __VERIFIER_assert(cnt[1] <= i);
  }
  __VERIFIER_assert(cnt[0] == 0);
  return 0;
}
