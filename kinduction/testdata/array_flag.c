// A flag that records whether two arrays ever differed: while it is
// still set, every cell compared so far is equal (same == 0 || a[k] == b[k]).
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[500], b[500];
  for (int j = 0; j < 500; j++) {
    a[j] = __VERIFIER_nondet_int();
    b[j] = __VERIFIER_nondet_int();
  }
  int same = 1;
  for (int i = 0; i < 500; i++)
    if (a[i] != b[i]) same = 0;
  if (same)
    for (int x = 0; x < 500; x++) __VERIFIER_assert(a[x] == b[x]);
  return 0;
}
