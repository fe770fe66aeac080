/* A global 2-D identity matrix by nested loops; the diagonal sums to R and off-diagonal cells are 0. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "matrix_identity.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define R 300
int m[R][R];
int main(void) {
  int i, j, t = 0;
  for (i = 0; i < R; i++)
    for (j = 0; j < R; j++)
      m[i][j] = (i == j);
  for (i = 0; i < R; i++) t += m[i][i];
  __VERIFIER_assert(t == R);
  for (i = 0; i < R; i++)
    for (j = 0; j < R; j++)
      if (i != j) __VERIFIER_assert(m[i][j] == 0);
  return 0;
}
