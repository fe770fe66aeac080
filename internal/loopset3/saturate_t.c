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
/* v follows i until it reaches cap, then stays there. */
int main(void) {
  int n = __VERIFIER_nondet_int(), cap = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000 && cap >= 0 && cap <= 100000);
  int i = 0, v = 0;
  while (i < n) {
    if (v < cap) v++;
    i++;
  }
  __VERIFIER_assert(v == (n < cap ? n : cap));
  return 0;
}
