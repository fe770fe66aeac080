extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
/* Passes the address of its own local to the recursive call: an object
   the check program does not have. */
void twice(int n, int *out) {
  if (n <= 0) {
    *out = 0;
    return;
  }
  int t;
  twice(n - 1, &t);
  *out = t + 2;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 20) {
    return 0;
  }
  int r;
  twice(n, &r);
  if (r != 2 * n) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
