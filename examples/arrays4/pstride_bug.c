/* A walking pointer sets every second cell of a global array to 1 (p += 2); the walk stops one pair short. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "pstride_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int *p = a;
  while (p < a + N - 2) { *p = 1; p += 2; }
  int i;
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == (i % 2 == 0));
  return 0;
}
