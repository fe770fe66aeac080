/* Positive input values stored until the first nonpositive one, a zero terminator after them; a scan to the terminator stops where the values end. Expected FALSE: the assertion expects the scan to stop one cell earlier. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "terminator_scan_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i = 0, x, j = 0;
  while (i < N - 1) { x = __VERIFIER_nondet_int(); if (x <= 0) break; a[i] = x; i++; }
  a[i] = 0;
  while (a[j] > 0) j++;
  __VERIFIER_assert(j == i - 1);
  __VERIFIER_assert(j < N);
  return 0;
}
