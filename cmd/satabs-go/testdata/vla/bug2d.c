// As safe2d.c, but the array is read as if its rows had n elements:
// wrong when m > n: FALSE.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

static int last(int n, int a[n][n]) { return a[n - 1][n - 1]; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 4 && m > 0 && m <= 4);
  int a[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = i * m + j;
  if (m >= n && last(n, (int (*)[n])a) != n * m - 1)
    reach_error();
  return 0;
}
