extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* A product counted down by one factor, past zero. */
int main(void) {
  int k = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  assume_abort_if_not(k >= 1 && k <= 1000);
  assume_abort_if_not(m >= 0 && m <= 1000);
  int x = k * m;
  while (x > 0) {
    x = x - k;
  }
  __VERIFIER_assert(x % k == 0);
  return 0;
}
