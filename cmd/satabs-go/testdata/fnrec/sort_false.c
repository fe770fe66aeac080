// The sort of sort_true.c with a comparator that never says "less".
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int up(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int down(const void *a, const void *b) { return *(const int *)b - *(const int *)a - 1; }
void sort(int *a, int n, int (*cmp)(const void *, const void *)) {
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && cmp(&a[j - 1], &a[j]) > 0; j--) {
      int t = a[j]; a[j] = a[j - 1]; a[j - 1] = t;
    }
}
int main(void) {
  int a[3];
  for (int i = 0; i < 3; i++) {
    a[i] = __VERIFIER_nondet_int();
    if (a[i] < -1000 || a[i] > 1000) return 0;
  }
  int rev = __VERIFIER_nondet_int();
  sort(a, 3, rev ? down : up);
  if (!rev && (a[0] > a[1] || a[1] > a[2])) reach_error();
  if (rev && (a[0] < a[1] || a[1] < a[2])) reach_error();
  return 0;
}
