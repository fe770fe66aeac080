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
  __VERIFIER_assume(x >= -100000 && x <= 100000);
  int y = x, s = 0, p = 1;
  while (y != 0) {
    s = s + (y % 10) * p;
    y = y / 10;
    p = p * 10;
    __VERIFIER_assert(s + y * p == x);
  }
  __VERIFIER_assert(s == x);
  return 0;
}
