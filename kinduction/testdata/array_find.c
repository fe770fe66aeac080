// A proof that does not depend on the array length: quantified invariants.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[1000]; int e = __VERIFIER_nondet_int();
  int i = 0, j;
  for (j = 0; j < 1000; j++) a[j] = __VERIFIER_nondet_int();
  while (i < 1000 && a[i] != e) i = i + 1;
  int x;
  for (x = 0; x < i; x++) __VERIFIER_assert(a[x] != e);
  return 0;
}
