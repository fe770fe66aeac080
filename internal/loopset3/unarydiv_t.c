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
/* Division by counting: q*d + r == m with 0 <= r < d, one unit at a time. */
int main(void) {
  int m = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  __VERIFIER_assume(m >= 0 && m <= 100000 && d >= 1 && d <= 1000);
  int q = 0, r = 0, left = m;
  while (left != 0) {
    if (r + 1 == d) {
      q = q + 1;
      r = 0;
    } else {
      r = r + 1;
    }
    left = left - 1;
  }
  __VERIFIER_assert(q * d + r == m);
  __VERIFIER_assert(r < d);
  return 0;
}
