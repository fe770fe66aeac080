/* As fpi_copy_true.c, but cell 6 is copied wrong: the bug needs N >= 7. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  int b[N];
  for (int i = 0; i < N; i++)
    a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < N; i++)
    b[i] = i == 6 ? a[i] - 1 : a[i];
  for (int i = 0; i < N; i++)
    if (b[i] != a[i])
      reach_error();
  return 0;
}
