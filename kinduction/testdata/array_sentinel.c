// A proof that does not depend on the array length: quantified invariants.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[1000];
  int i;
  for (i = 0; i < 1000 - 1; i++) a[i] = __VERIFIER_nondet_int();
  a[1000 - 1] = 0;
  i = 0;
  while (a[i] != 0) i++;
  __VERIFIER_assert(i < 1000);
  return 0;
}
