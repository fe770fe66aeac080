/* Input cells classified by sign into a second array (1 for nonnegative, 0 for negative); a flag cleared by any mismatching pair stays set. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "sign_flags.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a[N], b[N];
  int i, f = 1;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) { if (a[i] >= 0) b[i] = 1; else b[i] = 0; }
  for (i = 0; i < N; i++) { if (a[i] >= 0 && !b[i]) f = 0; if (a[i] < 0 && b[i]) f = 0; }
  __VERIFIER_assert(f);
  return 0;
}
