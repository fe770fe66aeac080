/* A global matrix set row by row to a nonzero input value, then checked column by column. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "colmajor_check.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 700
#define M 900
int g[N][M];
int main(void) {
  int i, j, c = __VERIFIER_nondet_int();
  if (c == 0) return 0;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) g[i][j] = c;
  for (j = 0; j < M; j++) for (i = 0; i < N; i++) __VERIFIER_assert(g[i][j] == c);
  return 0;
}
