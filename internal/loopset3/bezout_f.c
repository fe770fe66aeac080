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
/* One coefficient update has the wrong operand. */
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 1 && x <= 1000 && y >= 1 && y <= 1000);
  long long a = x, b = y, p = 1, q = 0, r = 0, s = 1;
  while (a != b) {
    if (a > b) {
      a = a - b;
      p = p - q;
      r = r - s;
    } else {
      b = b - a;
      q = q - p;
      s = s - p;
    }
  }
  __VERIFIER_assert(b == q * x + s * y);
  return 0;
}
