extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Whole steps of k up to a bound: i stays a multiple of k and within a
/* Quotient and remainder of a by b by repeated subtraction. */
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  assume_abort_if_not(a >= 0 && a <= 1000000);
  assume_abort_if_not(b >= 1 && b <= 1000);
  int q = 0;
  int r = a;
  while (r >= b) {
    r = r - b;
    q = q + 1;
  }
  __VERIFIER_assert(r >= 0 && r < b && q * b == a);
  return 0;
}
