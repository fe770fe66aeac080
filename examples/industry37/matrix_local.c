/* A local 2-D array filled from input, then overwritten with i + j by nested loops; every cell is at least its row index. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "matrix_local.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define R 300
#define C 300
int main(void) {
  int m[R][C];
  int i, j;
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      m[i][j] = __VERIFIER_nondet_int();
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      m[i][j] = i + j;
  for (i = 0; i < R; i++)
    for (j = 0; j < C; j++)
      __VERIFIER_assert(m[i][j] >= i);
  return 0;
}
