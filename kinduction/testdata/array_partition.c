// A proof that does not depend on the array length: quantified invariants.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[1000], b[1000], c[1000];
  int i, bj = 0, cj = 0;
  for (i = 0; i < 1000; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 1000; i++) {
    if (a[i] >= 0) { b[bj] = a[i]; bj++; }
    else { c[cj] = a[i]; cj++; }
  }
  int x;
  for (x = 0; x < bj; x++) __VERIFIER_assert(b[x] >= 0);
  for (x = 0; x < cj; x++) __VERIFIER_assert(c[x] < 0);
  return 0;
}
