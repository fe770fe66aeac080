/* A heap array of input length N cleared, then for each i an inner loop over N adds 1 to a[i]; every cell is N (the bug: the inner loop stops one short). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "nested_cells_heap.c", 3, "reach_error"); }
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
  int i, j;
  for (i = 0; i < N; i++) a[i] = 0;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) a[i] = a[i] + 1;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == N);
  return 0;
}
