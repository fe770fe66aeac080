/* A second counter stored at each index, the array copied; each copied cell equals its index. Expected FALSE: the second counter skips a value before the last cell. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "counter_copy_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a[N], b[N];
  int i, k = 0;
  for (i = 0; i < N; i++) { a[i] = k; k = k + 1; if (i == N - 2) k++; }
  for (i = 0; i < N; i++) b[i] = a[i];
  for (i = 0; i < N; i++) __VERIFIER_assert(b[i] == i);
  return 0;
}
