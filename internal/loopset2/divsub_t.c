extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  unsigned int m = __VERIFIER_nondet_uint();
  __VERIFIER_assume(k >= 1 && k <= 1000);
  __VERIFIER_assume(m <= 1000);
  unsigned int x = k * m;
  unsigned int q = 0;
  while (x >= k) {
    x = x - k;
    q = q + 1;
  }
  __VERIFIER_assert(x == 0);
  __VERIFIER_assert(q == m);
  return 0;
}
