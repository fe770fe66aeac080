// Nothing bounds n but its type: the array has the largest length an int
// allows (no vla-capacity check), and the program is TRUE.
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
