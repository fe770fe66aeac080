extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } return; }
/* A counting loop turned into a tail-recursive function over pointers. */
void loop_1(int *n, int *x, int *y) {
  if ((*x) < (*n)) {
    {
      (*x)++;
      *y = (*y) + 3;
    }
    loop_1(n, x, y);
  } else {
  }
}
int main() {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n <= 100000);
  int x = 0;
  int y = 0;
  loop_1(&n, &x, &y);
  __VERIFIER_assert(y == 3 * x);
  return 0;
}
