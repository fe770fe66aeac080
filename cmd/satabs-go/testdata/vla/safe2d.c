// Two variable dimensions, bounded by an assumption, filled row by row;
// a row passed to a function with a variable-length array parameter:
// TRUE.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static int last(int n, int m, int a[n][m]) { return a[n - 1][m - 1]; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 4 && m > 0 && m <= 4);
  int a[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = i * m + j;
  if (sizeof a != n * m * sizeof(int) || sizeof a[0] != m * sizeof(int))
    reach_error();
  if (last(n, m, a) != n * m - 1)
    reach_error();
  return 0;
}
