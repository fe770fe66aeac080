/* A local matrix of input values copied into another by a while nest that skips row 0 (which holds other values), compared cell by cell. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "copy_local_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 600
#define M 700
int main(void) {
  int i, j;
  int a[N][M], b[N][M];
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) { a[i][j] = __VERIFIER_nondet_int(); b[i][j] = a[i][j] ^ 1; }
  i = 1;
  while (i < N) { j = 0; while (j < M) { b[i][j] = a[i][j]; j = j + 1; } i = i + 1; }
  for (i = 0; i < N; i++) for (j = 0; j < M; j++) __VERIFIER_assert(a[i][j] == b[i][j]);
  return 0;
}
