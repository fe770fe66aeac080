// An in-place partition (Lomuto's: j sweeps, i marks the end of the
// small cells) with the pivot read from the last cell and swapped in at
// the end: the cells between the two counters, [i, j), and the constant
// cell a[99] == pivot.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
int main() {
  int a[100];
  int i, j, t, pivot;
  for (i = 0; i < 100; i++) a[i] = __VERIFIER_nondet_int();
  pivot = a[99];
  i = 0;
  for (j = 0; j < 99; j++)
    if (a[j] < pivot) { t = a[i]; a[i] = a[j]; a[j] = t; i++; }
  t = a[i]; a[i] = a[99]; a[99] = t;
  for (t = 0; t < i; t++) __VERIFIER_assert(a[t] < pivot);
  for (t = i; t < 100; t++) __VERIFIER_assert(a[t] >= pivot);
  return 0;
}
