/* Two variable-length arrays of N ints (N unbounded): b is a copy of a,
   checked cell by cell. */
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
    b[i] = a[i];
  for (int i = 0; i < N; i++)
    if (b[i] != a[i])
      reach_error();
  return 0;
}
