// McCarthy 91 near 100: two nested recursive calls per level.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int mc(int n) {
  if (n > 100) return n - 10;
  return mc(mc(n + 11));
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 95 || n > 105) return 0;
  int r = mc(n);
  if (n <= 100 && r != 91) reach_error();
  if (n > 100 && r != n - 10) reach_error();
  return 0;
}
