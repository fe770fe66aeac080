extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } return; }
/* Sum of odd numbers is a square: the invariant is checked in every call. */
void loop_1(long long *c, long long *y, long long *x, int *k) {
  if (1) {
    {
      __VERIFIER_assert((*y) * (*y) == (*x));
      if (!((*c) < (*k))) {
        return;
      } else {
      }
      *x = (*x) + 2 * (*y) + ((*c) == 40 ? 2 : 1);
      *y = (*y) + 1;
      *c = (*c) + 1;
    }
    loop_1(c, y, x, k);
  } else {
  }
}
int main() {
  int k = __VERIFIER_nondet_int();
  assume_abort_if_not(k <= 1000);
  long long y = 0, x = 0, c = 0;
  loop_1(&c, &y, &x, &k);
  __VERIFIER_assert(x == y * y);
  return 0;
}
