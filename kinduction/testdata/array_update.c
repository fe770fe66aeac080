// An update that reads the cell it writes: after the copy b[k] == a[k],
// the shifting loop leaves b[k] == a[k] + d behind its counter and the
// copy ahead of it.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[800], b[800];
  int d = __VERIFIER_nondet_int();
  for (int i = 0; i < 800; i++) a[i] = __VERIFIER_nondet_int();
  for (int i = 0; i < 800; i++) b[i] = a[i];
  for (int i = 0; i < 800; i++) b[i] = b[i] + d;
  for (int x = 0; x < 800; x++) __VERIFIER_assert(b[x] == a[x] + d);
  return 0;
}
