extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "loopset3.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern char __VERIFIER_nondet_char(void);
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* y rises by 2 for the first m steps and falls by 1 for the others. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000 && m >= 0 && m <= n);
  int x = 0, y = 0;
  while (x < n) {
    if (x < m) {
      y = y + 2;
    } else {
      y = y - 1;
    }
    x = x + 1;
  }
  __VERIFIER_assert(y == 3 * m - n);
  return 0;
}
