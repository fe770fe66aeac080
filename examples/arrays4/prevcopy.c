/* A reversed copy by two walking pointers (*q++ = *--p) of n input cells; b[i] == a[n - 1 - i]. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "prevcopy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N], b[N];
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n <= N);
  int i;
  for (i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int *p = a + n, *q = b;
  while (p > a) *q++ = *--p;
  for (i = 0; i < n; i++) __VERIFIER_assert(b[i] == a[n - 1 - i]);
  return 0;
}
