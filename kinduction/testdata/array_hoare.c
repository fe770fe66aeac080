// An in-place partition (Hoare's: i from the left, j from the right,
// swapping the pairs out of place) with the pivot from the first cell;
// the checks after it read [0, i) and [i, n): ranges from a variable
// that an earlier loop left to the end of the array.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
#define CHECK(c) do { if (!(c)) __VERIFIER_error(); } while (0)
int main() {
  int a[100];
  int i, j, t, pivot;
  for (i = 0; i < 100; i++) a[i] = __VERIFIER_nondet_int();
  pivot = a[0];
  i = 0; j = 99;
  while (i <= j) {
    if (a[i] <= pivot) i++;
    else if (a[j] > pivot) j--;
    else { t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
  }
  for (t = 0; t < i; t++) CHECK(a[t] <= pivot);
  for (t = i; t < 100; t++) CHECK(a[t] > pivot);
  return 0;
}
