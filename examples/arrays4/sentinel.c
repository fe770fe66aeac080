/* A sentinel search: nonzero input cells and a zero in the last cell; the scan stops at the last cell. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "sentinel.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a[N];
  int i;
  for (i = 0; i < N - 1; i++) {
    a[i] = __VERIFIER_nondet_int();
    assume_abort_if_not(a[i] != 0);
  }
  a[N - 1] = 0;
  i = 0;
  while (a[i] != 0) i++;
  __VERIFIER_assert(i == N - 1);
  return 0;
}
