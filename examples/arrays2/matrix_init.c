/* A 1000 x 1000 matrix set to the sum of its indices, each cell checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "matrix_init.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 1000
#define M 1000
int a[N][M];
int main(void) {
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      a[i][j] = i + j;
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      __VERIFIER_assert(a[i][j] == i + j);
  return 0;
}
