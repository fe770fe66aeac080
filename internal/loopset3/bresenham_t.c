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
/* Bresenham's line drawing: the decision variable v is linked to x and y. */
int main(void) {
  int X = __VERIFIER_nondet_int();
  int Y = __VERIFIER_nondet_int();
  __VERIFIER_assume(X >= 1 && X <= 1000 && Y >= 0 && Y <= X);
  int v = 2 * Y - X;
  int x = 0, y = 0;
  while (x <= X) {
    __VERIFIER_assert(2 * Y * x - 2 * X * y - X + 2 * Y - v == 0);
    if (v < 0) {
      v = v + 2 * Y;
    } else {
      v = v + 2 * (Y - X);
      y = y + 1;
    }
    x = x + 1;
  }
  __VERIFIER_assert(2 * Y * x - 2 * X * y - X + 2 * Y - v == 0);
  return 0;
}
