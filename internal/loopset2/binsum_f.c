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
  int N = __VERIFIER_nondet_int();
  __VERIFIER_assume(N >= 0 && N <= 1000000);
  int n = N, k = 1, s = 0;
  while (n > 0) {
    if (n % 2 == 0) {
      n = n / 2;
      k = 2 * k;
    } else {
      s = s + k + (n == 5);
      n = n - 1;
    }
    __VERIFIER_assert(s + n * k == N);
  }
  __VERIFIER_assert(s == N);
  return 0;
}
