// Nothing bounds n: the array may be longer than the model's capacity, so
// the answer is UNKNOWN, since a check of the property follows (without
// one, the capacity check lies outside the checks' cone of influence and
// the program is TRUE).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  char a[n];
  a[n - 1] = 1;
  if (a[n - 1] != 1)
    reach_error();
  return a[n - 1];
}
