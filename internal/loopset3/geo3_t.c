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
/* Geometric sum of powers of 3 in unsigned arithmetic: 2*s + 1 == 3*p (mod 2^32);
   the powers wrap from n = 21 on. */
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 1000000u);
  unsigned int p = 1, s = 1, k = 0;
  while (k < n) {
    p = p * 3;
    s = s + p;
    k = k + 1;
  }
  __VERIFIER_assert(2 * s + 1 == 3 * p);
  return 0;
}
