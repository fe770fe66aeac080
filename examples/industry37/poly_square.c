/* Unsigned squares a[i] = i*i; consecutive cells differ by 2k - 1. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "poly_square.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
unsigned a[N];
int main(void) {
  unsigned i, k;
  for (i = 0; i < N; i++) a[i] = i * i;
  for (k = 1; k < N; k++) __VERIFIER_assert(a[k] - a[k - 1] == 2 * k - 1);
  return 0;
}
