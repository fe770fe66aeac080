// A shift by one cell to the left over global arrays in while loops
// counting up, checked against a copy: c[k] == d[k + 1] behind the
// counter, c[k] == d[k] ahead of it.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
int c[40], d[40];
int main() {
  int j = 0, t;
  while (j < 40) { d[j] = c[j]; j++; }
  j = 0;
  while (j < 39) { c[j] = c[j + 1]; j++; }
  for (t = 0; t < 39; t++)
    if (c[t] != d[t + 1]) __VERIFIER_error();
  return 0;
}
