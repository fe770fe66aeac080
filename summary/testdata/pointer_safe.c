extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
/* Counts into its caller's variable through a pointer: *acc joins the
   contract as a global would. */
void count(int n, int *acc) {
  if (n <= 0) {
    return;
  }
  (*acc)++;
  count(n - 1, acc);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1000) {
    return 0;
  }
  int acc = 0;
  count(n, &acc);
  if (acc != n) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
