// The last element is wrong when n is 7: FALSE(unreach-call).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 20);
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = i == 6 ? 0 : i;
  if (a[n - 1] != n - 1)
    reach_error();
  return 0;
}
