extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "sums36.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int a = __VERIFIER_nondet_int(), m = __VERIFIER_nondet_int(), n = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 100 && m >= 0 && m <= 100 && n >= 0 && n <= 100);
  int i, j, k; long long t = 0;
  for (i = 0; i < a; i++)
    for (j = 0; j < m; j++)
      for (k = 0; k < n; k++)
        t = t + 1;
  __VERIFIER_assert(t != 1000000);
  return 0;
}
