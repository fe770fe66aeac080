// A rotation by one cell to the right, checked against a copy made
// before it: the shift a[i] = a[i - 1] (a loop counting down) reads
// cells that the copy left equal to b's, so its cells hold
// a[k] == b[k - 1] behind the counter (i < k <= 63) while those not
// reached keep a[k] == b[k] (0 <= k <= i).
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
int main() {
  int a[64], b[64];
  int i, t;
  for (i = 0; i < 64; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < 64; i++) b[i] = a[i];
  t = a[63];
  for (i = 63; i > 0; i--) a[i] = a[i - 1];
  a[0] = t;
  if (a[0] != b[63]) __VERIFIER_error();
  i = 0;
  do {
    if (a[i + 1] != b[i]) __VERIFIER_error();
    i++;
  } while (i < 63);
  return 0;
}
