/* A heap array of input length N holding each index's parity, counted into a two-cell array indexed by the value; the counts add to N and the odd count is at most the even one (the bug: the comparison is reversed). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "parity_hist_heap.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *malloc(size_t);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  assume_abort_if_not(N <= 2147483647 / sizeof(int));
  int *a = malloc(sizeof(int) * N);
  int cnt[2];
  int i;
  for (i = 0; i < N; i++) a[i] = i % 2;
  cnt[0] = 0;
  cnt[1] = 0;
  for (i = 0; i < N; i++) cnt[a[i]] = cnt[a[i]] + 1;
  __VERIFIER_assert(cnt[0] + cnt[1] == N);
  __VERIFIER_assert(cnt[1] <= cnt[0]);
  return 0;
}
