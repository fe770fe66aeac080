/* A VLA of input length N set to -1, then a[0] = 0 and a[i] = a[i-1] + 2; every cell holds twice its index (the bug: the recurrence stops one cell short). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "prev_cell_vla.c", 3, "reach_error"); }
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
  int i;
  for (i = 0; i < N; i++) a[i] = -1;
  a[0] = 0;
  for (i = 1; i < N; i++) a[i] = a[i - 1] + 2;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == 2 * i);
  return 0;
}
