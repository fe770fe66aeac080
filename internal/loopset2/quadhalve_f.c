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
  int m = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(m >= 0 && m <= 30000 && n >= 0 && n <= 30000);
  long long u = m, v = n, p = 1, acc = 0;
  for (;;) {
    __VERIFIER_assert(acc + u * v * p == (long long)m * n);
    if (u == 0 || v == 0) break;
    if (u % 2 == 0 && v % 2 == 0) {
      u = u / 2;
      v = v / 2;
      p = p * 2;
    } else if (u % 2 != 0) {
      acc = acc + v * p;
      u = u - 1;
    } else {
      acc = acc + u * p;
      v = v - 1;
    }
  }
  __VERIFIER_assert(acc == (long long)m * n);
  return 0;
}
