// A proof that does not depend on the array length: quantified invariants.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[1000], b[1000];
  int i;
  for (i = 0; i < 1000; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 1000; i++) b[i] = a[i];
  int x;
  for (x = 0; x < 1000; x++) __VERIFIER_assert(b[x] == a[x]);
  return 0;
}
