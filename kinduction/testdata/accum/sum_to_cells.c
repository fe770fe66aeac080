/* Written for satabs-go's tests, in the style of array-fpi: expected TRUE. CAP bounds n (default 60000). */
#ifndef CAP
#define CAP 60000
#endif
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "sum_to_cells.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  __VERIFIER_assume(n <= CAP);
  int a[n];
  int b[n];
  int s = 0;
  int i;
  for (i = 0; i < n; i++) a[i] = 1;
  for (i = 0; i < n; i++) s = s + a[i];
  for (i = 0; i < n; i++) b[i] = s;
  for (i = 0; i < n; i++) __VERIFIER_assert(b[i] == n);
  return 0;
}
