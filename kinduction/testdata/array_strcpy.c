// A proof that does not depend on the array length: quantified invariants.
extern void __VERIFIER_error(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  char src[1000], dst[1000];
  int i;
  for (i = 0; i < 1000 - 1; i++) src[i] = __VERIFIER_nondet_char();
  src[1000 - 1] = 0;
  i = 0;
  while (src[i] != 0) { dst[i] = src[i]; i++; }
  dst[i] = 0;
  int x;
  for (x = 0; x < i; x++) __VERIFIER_assert(dst[x] == src[x]);
  return 0;
}
