extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
/* Twice the depth: no candidate (bounds of the result and of the result
   minus the parameter) bounds it, and the assertion fails from n = 51 on. */
int twice(int n) {
  if (n <= 0) {
    return 0;
  }
  return twice(n - 1) + 2;
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100) {
    return 0;
  }
  if (twice(n) > n + 50) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
