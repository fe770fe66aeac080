/* Written for satabs-go's tests, in the style of array-fpi: expected TRUE. CAP bounds n (default 60000). */
#ifndef CAP
#define CAP 60000
#endif
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "two_arrays_sum.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  __VERIFIER_assume(n <= CAP);
  int a[n];
  int b[n];
  int t[1];
  int i;
  for (i = 0; i < n; i++) { a[i] = 1; b[i] = 2; }
  t[0] = 0;
  for (i = 0; i < n; i++) t[0] = t[0] + a[i] + b[i];
  __VERIFIER_assert(t[0] == 3 * n);
  return 0;
}
