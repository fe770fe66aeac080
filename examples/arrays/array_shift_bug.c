/* Shift of an input array by one cell to the left (reads the cell above), then a check that the last cell is cleared; it is not. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "array_shift_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int main(void) {
  int a[N + 1];
  int b[N];
  int i;
  for (i = 0; i <= N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) b[i] = a[i + 1];
  for (i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[i + 1] && (i < N - 1 || b[i] != a[N]));
  return 0;
}
