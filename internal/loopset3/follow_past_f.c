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
/* y starts following x one step early. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n < 1000000);
  int x = 0, y = n;
  while (x < 2 * n) {
    x++;
    if (x >= n) y++;
  }
  __VERIFIER_assert(y == 2 * n);
  return 0;
}
