// Even cells set to 0 and odd cells to 1 by two loops of step two over
// a global array, then a check of every cell: a loop of a constant step
// writes the cells congruent to its entry value, (k - 1) & 1 != 0 ||
// a[k] == 1 over [1, i).
extern void __VERIFIER_error(void);
int a[64];
int main() {
  int i, k;
  for (i = 0; i < 64; i += 2) a[i] = 0;
  for (i = 1; i < 64; i += 2) a[i] = 1;
  k = 0;
  do {
    if (a[k] != k % 2) __VERIFIER_error();
    k++;
  } while (k < 64);
  return 0;
}
