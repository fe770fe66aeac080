extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int addition(int m, int n) {
  if (n == 0) {
    return m;
  }
  if (n > 0) {
    return addition(m + 1, n - 1);
  }
  return addition(m - 1, n + 1);
}
int main(void) {
  int m = __VERIFIER_nondet_int();
  if (m < 0 || m > 1073741823) {
    return 0;
  }
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 1073741823) {
    return 0;
  }
  int result = addition(m, n);
  if (result == m + n) {
    return 0;
  } else {
    ERROR: {reach_error();abort();}
  }
}
