/* Written for satabs-go's tests, in the style of loop-invariants: a sum of unsigned chars read from the input is at most 255 per step. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "sum_bytes.c", 3, "reach_error"); }
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n <= 60000);
  unsigned int s = 0, i = 0;
  while (i < n) {
    unsigned char v = __VERIFIER_nondet_uchar();
    s = s + v;
    i = i + 1;
  }
  __VERIFIER_assert(s <= 255 * n);
  return 0;
}
