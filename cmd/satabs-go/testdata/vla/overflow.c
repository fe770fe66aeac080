// Writes one element past the end through a pointer: FALSE(valid-deref)
// (the array's capacity is larger than n: the check uses the length).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 10);
  int a[n];
  int *p = a;
  for (int i = 0; i <= n; i++)
    p[i] = i;
  return a[0];
}
