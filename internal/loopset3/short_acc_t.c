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
/* A short accumulator of n values in [-100, 100] with n <= 300 stays within short. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 300);
  short s = 0;
  int i;
  for (i = 0; i < n; i++) {
    short v = __VERIFIER_nondet_short();
    __VERIFIER_assume(v >= -100 && v <= 100);
    s = s + v;
    __VERIFIER_assert(s >= -100 * (i + 1) && s <= 100 * (i + 1));
  }
  __VERIFIER_assert(s >= -30000 && s <= 30000);
  return 0;
}
