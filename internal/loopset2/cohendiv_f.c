extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x >= 0 && x <= 100000 && y >= 1 && y <= 100);
  int q = 0, r = x, a, b;
  while (r >= y) {
    a = 1;
    b = y;
    while (r >= 2 * b) {
      a = 2 * a;
      b = 2 * b;
    }
    r = r - b;
    q = q + a;
  }
  __VERIFIER_assert(x == q * y + r && q <= x / 2);
  return 0;
}
