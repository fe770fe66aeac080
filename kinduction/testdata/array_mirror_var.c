// A reverse copy whose mirror is a variable the loop does not write
// (b[m - j] = a[j] with m = n - 1, n chosen by the input), in a do …
// while loop counting up over global arrays: b[m - k] == a[k] over the
// cells copied, [0, j).
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
int a[50], b[50];
int main() {
  int j, n, m, t;
  n = __VERIFIER_nondet_int();
  if (n < 1 || n > 50) return 0;
  m = n - 1;
  j = 0;
  do { b[m - j] = a[j]; j++; } while (j < n);
  for (t = 0; t < n; t++)
    if (a[t] != b[m - t]) __VERIFIER_error();
  return 0;
}
