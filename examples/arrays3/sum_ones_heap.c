/* A heap array of input length N set to 1 and summed in a scalar; the sum is N (the bug: the sum starts at 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "sum_ones_heap.c", 3, "reach_error"); }
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
  int i;
  int sum = 0;
  for (i = 0; i < N; i++) a[i] = 1;
  for (i = 0; i < N; i++) sum = sum + a[i];
  __VERIFIER_assert(sum == N);
  return 0;
}
