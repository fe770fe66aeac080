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
/* A long long counted down from 2^33 by 4: k counts 2^31 iterations in unsigned int. */
int main(void) {
  long long x = 8589934592LL;
  unsigned int k = 0;
  while (x > 0) {
    x = x - 4;
    k = k + 1;
  }
  __VERIFIER_assert(k == 2147483648u);
  __VERIFIER_assert(x == 0);
  return 0;
}
