extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* A do-while over unsigned values whose step is one of two multiples
   of an input, the remainder saved in a flag. */
int main(void) {
  unsigned int d = __VERIFIER_nondet_uint();
  unsigned int n = __VERIFIER_nondet_uint();
  assume_abort_if_not(d >= 1 && d <= 64);
  assume_abort_if_not(n <= 60000);
  unsigned int s = 0;
  do {
    if (__VERIFIER_nondet_bool()) {
      s = s + 4 * d;
    } else {
      s = s + d * 2;
    }
  } while (s < n);
  int divisible = (s % d == 0);
  __VERIFIER_assert(divisible);
  return 0;
}
