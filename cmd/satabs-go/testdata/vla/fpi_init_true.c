/* array-fpi style: N nondeterministic and positive, nothing else bounds it;
   a VLA initialised by a loop over i < N, then any cell read. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0)
    return 0;
  int a[N];
  for (int i = 0; i < N; i++)
    a[i] = 42;
  int j = __VERIFIER_nondet_int();
  if (j >= 0 && j < N && a[j] != 42)
    reach_error();
  return 0;
}
