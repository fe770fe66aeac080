extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } return; }
/* Halving with an accumulator: z + x * y == a * b at every call. */
void loop_1(unsigned int *a, unsigned int *b, unsigned int *x, unsigned int *y, unsigned int *z) {
  if (1) {
    {
      __VERIFIER_assert((*z) + (*x) * (*y) == (*a) * (*b));
      if (!((*y) != 0)) {
        return;
      } else {
      }
      if ((*y) % 2 == 1) {
        *z = (*z) + (*x);
        *y = (*y) - 1;
      } else {
      }
      *x = 2 * (*x);
      *y = (*y) / 2;
    }
    loop_1(a, b, x, y, z);
  } else {
  }
}
int main() {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int b = __VERIFIER_nondet_uint();
  assume_abort_if_not(a <= 1000 && b <= 1000);
  unsigned int x = a, y = b, z = 0;
  loop_1(&a, &b, &x, &y, &z);
  __VERIFIER_assert(z == a * b);
  return 0;
}
