// A copy in reverse order, the write mirrored about a constant
// (b[99 - i] = a[i]) in a loop counting down over local arrays, then a
// check in a while loop that reads the mirrored cell: the write gives
// b[99 - k] == a[k] over the cells copied (i < k <= 99), and over the
// whole array after the loop.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[100], b[100];
  int i, r;
  for (i = 99; i >= 0; i--) a[i] = __VERIFIER_nondet_int();
  for (i = 99; i >= 0; i--) b[99 - i] = a[i];
  r = 0;
  while (r < 100) {
    if (b[r] != a[99 - r]) __VERIFIER_error();
    r++;
  }
  return 0;
}
