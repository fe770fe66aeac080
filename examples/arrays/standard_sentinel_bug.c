/* Sentinel search: the marker is stored at an input position and searched from the front; the assertion forgets that it may be found at that position. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_sentinel_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int a[N];
int main(void) {
  int marker = __VERIFIER_nondet_int();
  int pos = __VERIFIER_nondet_int();
  int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  if (pos >= 0 && pos < N) {
    a[pos] = marker;
    i = 0;
    while (a[i] != marker) i++;
    __VERIFIER_assert(i < pos || pos < N - 1);
  }
  return 0;
}
