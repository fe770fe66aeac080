/* A global 2-D array set to its row-major position i*C + j by nested loops; read back through the flat index k (row k / C, column k % C); the bug: the inner loop misses the last column. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "matrix_rowmajor_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define R 300
#define C 300
int m[R][C];
int main(void) {
  int i, j, k;
  for (i = 0; i < R; i++)
    for (j = 0; j < C - 1; j++)
      m[i][j] = i * C + j;
  for (k = 0; k < R * C; k++) __VERIFIER_assert(m[k / C][k % C] == k);
  return 0;
}
