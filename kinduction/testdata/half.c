// A counter that moves every other step: 2*n - i stays in [0, 1] (a
// linear term with a small spread), and i <= 2*k holds except before the
// first iteration when k is negative (the loop condition or the entry
// value of i).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  if (k < -1000 || k > 1000) return 0;
  int n = 0;
  for (int i = 0; i < 2 * k; i++)
    if (i % 2 == 0) n++;
  if (k >= 0 && n != k) reach_error();
  return 0;
}
