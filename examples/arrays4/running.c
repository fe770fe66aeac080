/* A running check while filling: each cell two more than the one before, checked against the bound the last cell reaches. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "running.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i;
  a[0] = __VERIFIER_nondet_int();
  assume_abort_if_not(a[0] >= 0 && a[0] < 1000);
  for (i = 1; i < N; i++) {
    a[i] = a[i - 1] + 2;
    __VERIFIER_assert(a[i] <= a[0] + 2 * (N - 1));
  }
  return 0;
}
