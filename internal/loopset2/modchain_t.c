extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Two loops in sequence step x by multiples of an input: the first
   loop's exit fact is the second's entry fact. */
int main(void) {
  int k = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(k >= 1 && k <= 40);
  assume_abort_if_not(n >= 0 && n <= 5000);
  int x = 0;
  int r = 0;
  while (x < n) {
    x = x + k;
    r = r + 1;
  }
  while (x < 9000) {
    x = x + 3 * k;
  }
  __VERIFIER_assert(x % k == 0);
  return 0;
}
