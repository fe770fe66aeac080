/* Odd numbers a[i] = 2*i + 1 in a local array; each cell is odd, equal to 2k + 1 and at most 2N - 1. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "poly_odd.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a[N];
  int i, k;
  for (i = 0; i < N; i++) a[i] = 2 * i + 1;
  for (k = 0; k < N; k++) {
    __VERIFIER_assert(a[k] == 2 * k + 1);
    __VERIFIER_assert(a[k] <= 2 * N - 1);
  }
  return 0;
}
