/* Copy of the non-negative cells of one array into another, counting
 * down, then a check of every copied cell. Written by hand in the style
 * of array-examples/standard_*; expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_copy_guard.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }

#define M 1000000
int src[M];
int dst[M];
int main(void) {
  int t;
  for (t = 0; t < M; t++) src[t] = __VERIFIER_nondet_int();
  for (t = M - 1; t >= 0; t--) {
    if (src[t] >= 0) dst[t] = src[t];
    else dst[t] = 0;
  }
  for (t = 0; t < M; t++) __VERIFIER_assert(dst[t] >= 0);
  return 0;
}
