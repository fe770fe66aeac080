/* The maximum of input values in a heap array of input length N; no cell exceeds it (the bug: the search skips the last cell). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "max_heap_bug.c", 3, "reach_error"); }
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
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  int max = a[0];
  for (i = 1; i < N - 1; i++)
    if (a[i] > max) max = a[i];
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] <= max);
  return 0;
}
