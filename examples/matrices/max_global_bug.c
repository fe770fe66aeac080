/* The maximum of a global matrix of input values is said to exceed every cell (the cell that holds it does not). Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "max_global_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 500
#define M 600
int a[N][M];
int main(void) {
  int i, j, max;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) a[i][j] = __VERIFIER_nondet_int();
  max = a[0][0];
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) if (a[i][j] > max) max = a[i][j];
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) __VERIFIER_assert(a[i][j] < max);
  return 0;
}
