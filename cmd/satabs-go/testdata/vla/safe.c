// A variable-length array bounded by an assumption: TRUE.
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 20);
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  if (sizeof a != n * sizeof(int) || a[n - 1] != 2 * n - 2)
    reach_error();
  return 0;
}
