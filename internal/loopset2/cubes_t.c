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
  int a = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= 0 && a <= 1000);
  long long n = 0, x = 0, y = 1, z = 6;
  while (n <= a) {
    n = n + 1;
    x = x + y;
    y = y + z;
    z = z + 6;
  }
  __VERIFIER_assert(x == n * n * n);
  __VERIFIER_assert(y == 3 * n * n + 3 * n + 1);
  return 0;
}
