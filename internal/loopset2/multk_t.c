extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int k = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 1 && k <= 100);
  __VERIFIER_assume(n >= 0 && n <= 100000);
  int x = 0, y = 0;
  while (x < n) {
    if (__VERIFIER_nondet_bool()) {
      x = x + k;
    } else {
      x = x + 2 * k;
    }
    y = y + 1;
  }
  __VERIFIER_assert(x % k == 0);
  return 0;
}
