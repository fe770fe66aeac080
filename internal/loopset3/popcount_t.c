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
/* Counting set bits of an unsigned int: at most 32, and the shifted-out part is accounted for. */
int main(void) {
  unsigned int v = __VERIFIER_nondet_uint();
  unsigned int x = v, c = 0, k = 0;
  while (x != 0) {
    c = c + (x & 1u);
    x = x >> 1;
    k = k + 1;
  }
  __VERIFIER_assert(c <= k);
  __VERIFIER_assert(k <= 32u);
  return 0;
}
