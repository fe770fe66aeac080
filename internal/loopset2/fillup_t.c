extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Whole steps of k up to a bound: i stays a multiple of k and within a
   step of n. */
int main(void) {
  int k = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(k >= 1 && k <= 500);
  assume_abort_if_not(n >= 0 && n <= 1000000);
  int i = 0;
  int q = 0;
  while (i + k <= n) {
    i = i + k;
    q = q + 1;
  }
  __VERIFIER_assert(i % k == 0);
  __VERIFIER_assert(i <= n);
  return 0;
}
