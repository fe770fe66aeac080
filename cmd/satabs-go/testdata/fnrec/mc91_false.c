// McCarthy 91 of a bounded input: the claim gets 100 wrong (it gives 91).
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int mc(int n) {
  if (n > 100)
    return n - 10;
  return mc(mc(n + 11));
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 90 || n > 110)
    return 0;
  int r = mc(n);
  if (n < 100 && r != 91)
    reach_error();
  if (n >= 100 && r != n - 10)
    reach_error();
  return 0;
}
