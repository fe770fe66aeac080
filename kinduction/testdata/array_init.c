// A proof that does not depend on the array length: quantified invariants.
extern void __VERIFIER_error(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[1000];
  int i = 0;
  while (i < 1000) { a[i] = 42; i = i + 1; }
  int x;
  for (x = 0; x < 1000; x++) __VERIFIER_assert(a[x] == 42);
  return 0;
}
