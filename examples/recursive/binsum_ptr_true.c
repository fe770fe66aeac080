extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
/* Sum of a[lo..hi) by halves: two recursive calls through a pointer. */
int binsum(int *a, int lo, int hi) {
  if (hi - lo == 0) {
    return 0;
  }
  if (hi - lo == 1) {
    return a[lo];
  }
  int mid = lo + (hi - lo) / 2;
  return binsum(a, lo, mid) + binsum(a, mid, hi);
}
int main(void) {
  int a[8];
  int s = 0;
  for (int i = 0; i < 8; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] < 0 || a[i] > 1000) {
      return 0;
    }
    s += a[i];
  }
  if (binsum(a, 0, 8) != s) {
    reach_error();
  }
  return 0;
}
