/* A VLA of input length N holding 1 at even and 2 at odd indices, summed into a one-cell long long array; the sum is at most 2N (the bug: the bound is N + 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "parity_sum_vla.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *malloc(size_t);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  assume_abort_if_not(N <= 2147483647 / sizeof(int));
  int a[N];
  long long sum[1];
  int i;
  for (i = 0; i < N; i++) {
    if (i % 2 == 0) a[i] = 1;
    else a[i] = 2;
  }
  sum[0] = 0;
  for (i = 0; i < N; i++) sum[0] = sum[0] + a[i];
  __VERIFIER_assert(sum[0] <= 2 * (long long)N);
  return 0;
}
