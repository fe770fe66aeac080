// A copy up to a terminator, checked up to and including it: the check
// loop sweeps 0 <= j <= i, so the copy's fact is needed over that range.
extern void __VERIFIER_error(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  char a[600], b[600];
  int i, j;
  for (i = 0; i < 600; i++) a[i] = __VERIFIER_nondet_char();
  a[599] = 0;
  i = 0;
  while (i < 600 && a[i] != 0) {
    b[i] = a[i];
    i++;
  }
  b[i] = 0;
  for (j = 0; j <= i; j++) __VERIFIER_assert(a[j] == b[j]);
  return 0;
}
