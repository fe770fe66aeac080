// Bubble sort: the order atoms (a sorted suffix, a[k] <= a[k + 1]; every
// cell before the suffix below its first cell; every cell so far below
// the bubble at j) prove the sortedness for every length.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
#define N 100
int main() {
  int a[N];
  int i, j, t, x;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N - 1; i++)
    for (j = 0; j < N - 1 - i; j++)
      if (a[j] > a[j + 1]) {
        t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
      }
  for (x = 0; x < N - 1; x++) __VERIFIER_assert(a[x] <= a[x + 1]);
  return 0;
}
