/* Initialisation counting down from the top, value from the index; the last cell written gets the wrong value. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "standard_init_down_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int main(void) {
  int a[N];
  int i;
  for (i = N - 1; i >= 0; i--) a[i] = (i > 0) ? 3 * i : -1;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] >= 3 * i);
  return 0;
}
