/* A heap array of input length N set to i + 1 is searched for 0 with a flag in a one-cell array; none is found (the bug: the fill is i, so cell 0 holds 0). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "search_zero_heap.c", 3, "reach_error"); }
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
  int found[1];
  int i;
  for (i = 0; i < N; i++) a[i] = i + 1;
  found[0] = 0;
  for (i = 0; i < N; i++)
    if (a[i] == 0) found[0] = 1;
  __VERIFIER_assert(found[0] == 0);
  return 0;
}
