/* Nested loops over N (N * N fits an int by an assumption) count in a one-cell array while a heap array is filled; the count is at most N * N (the bug: strictly less). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "nested_count_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *malloc(size_t);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  assume_abort_if_not(N <= 2147483647 / sizeof(int));
  assume_abort_if_not(N <= 46340);
  int *a = malloc(sizeof(int) * N);
  int cnt[1];
  int i, j;
  cnt[0] = 0;
  for (i = 0; i < N; i++) {
    a[i] = 0;
    for (j = 0; j < N; j++) {
      cnt[0] = cnt[0] + 1;
      a[i] = a[i] + 1;
    }
  }
  int sum = cnt[0];
  __VERIFIER_assert(sum < N * N);
  return 0;
}
