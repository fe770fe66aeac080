extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
/* Moves the pointer: the object it writes is not the one it was given. */
void fill(int n, int *p) {
  if (n <= 0) {
    return;
  }
  *p = n;
  fill(n - 1, p + 1);
}
int main(void) {
  int a[4] = {0, 0, 0, 0};
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) {
    return 0;
  }
  fill(n, a);
  if (a[3] != 0) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
