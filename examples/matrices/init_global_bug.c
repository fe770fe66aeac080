/* A global matrix int g[1000][800] set to a nonzero input value by a row-major nest that misses the last column (left 0), then each cell checked. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "init_global_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 1000
#define M 800
int g[N][M];
int main(void) {
  int i, j, c = __VERIFIER_nondet_int();
  if (c == 0) return 0;
  for (i = 0; i < N; i++) for (j = 0; j < M - 1; j++) g[i][j] = c;
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) __VERIFIER_assert(g[i][j] == c);
  return 0;
}
