extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Whole steps of k up to a bound: i stays a multiple of k and within a
/* Two counters advanced one at a time while their sum stays below n:
   neither passes n, and their sum stops at n. */
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= 100000);
  int x = 0;
  int y = 0;
  while (x + y < n) {
    if (__VERIFIER_nondet_bool()) {
      x = x + 1;
    } else {
      y = y + 1;
    }
  }
  __VERIFIER_assert(x < n || n == 0);
  return 0;
}
