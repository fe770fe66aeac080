/* A value inserted at an input position by shifting the cells after it up by one (counting down); every other cell keeps its value 1. Expected FALSE: the shift starts one cell low, leaving the new last cell at 0. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "insert_shift_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N + 1];
int main(void) {
  int i, p = __VERIFIER_nondet_int(), v = __VERIFIER_nondet_int();
  assume_abort_if_not(p >= 0 && p < N);
  for (i = 0; i < N; i++) a[i] = 1;
  a[N] = 0;
  for (i = N - 1; i > p; i--) a[i] = a[i - 1];
  a[p] = v;
  for (i = 0; i <= N; i++) if (i != p) __VERIFIER_assert(a[i] == 1);
  return 0;
}
