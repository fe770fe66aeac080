/* As fpi_init_true.c, but the last cell is written differently: the bug
   needs N >= 1 and j = N - 1. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = (i == N - 1) ? 41 : 42;
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < N && a[j] != 42)
    reach_error();
  return 0;
}
