// Selection sort: a sorted prefix, every later cell above its last cell
// (i == 0 || a[i - 1] <= a[k]), and a[x] the least of the cells the inner
// loop has seen, for every length.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int c) { if (!c) __VERIFIER_error(); }
#define N 100
int main() {
  int a[N];
  int i, j, t, x;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N - 1; i++) {
    x = i;
    for (j = i + 1; j < N; j++)
      if (a[j] < a[x]) x = j;
    t = a[i];
    a[i] = a[x];
    a[x] = t;
  }
  for (x = 0; x < N - 1; x++) __VERIFIER_assert(a[x] <= a[x + 1]);
  return 0;
}
