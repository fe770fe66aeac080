/* A fill a[i] = 2*i that breaks out on a nondeterministic condition; the cells before the break index are checked; the bug: the check includes the cell at the break index, never written (still -1). Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "break_fill_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i, k;
  for (k = 0; k < N; k++) a[k] = -1;
  for (i = 0; i < N; i++) {
    if (__VERIFIER_nondet_int() > 3) break;
    a[i] = 2 * i;
  }
  for (k = 0; k <= i && k < N; k++) __VERIFIER_assert(a[k] == 2 * k);
  return 0;
}
