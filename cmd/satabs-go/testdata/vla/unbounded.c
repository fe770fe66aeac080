// Nothing bounds n: the array may be longer than the model's capacity, so
// the answer is UNKNOWN, whatever comes after.
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  char a[n];
  a[n - 1] = 1;
  return a[n - 1];
}
