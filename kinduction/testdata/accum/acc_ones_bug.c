/* Written for satabs-go's tests, in the style of array-fpi: expected FALSE. CAP bounds n (default 60000). */
#ifndef CAP
#define CAP 60000
#endif
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "acc_ones_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0) return 0;
  __VERIFIER_assume(n <= CAP);
  int v[n];
  int total[1];
  int k;
  for (k = 0; k < n; k++) v[k] = 1;
  total[0] = 1;
  for (k = 0; k < n; k++) total[0] = total[0] + v[k];
  __VERIFIER_assert(total[0] == n);
  return 0;
}
