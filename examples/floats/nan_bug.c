/* Every float equals itself, except NaN. */
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  if (x != x) reach_error();
  return 0;
}
