extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n <= 1000000);
  int a = 0, b = 0, i = 0;
  while (i < n) {
    if (__VERIFIER_nondet_bool()) { a = a + 1; b = b + 2; }
    else { a = a + 2; b = b + 1; }
    i = i + 1;
  }
  __VERIFIER_assert(a + b != 3 * n || a <= 2 * n - 1 || n == 0);
  return 0;
}
