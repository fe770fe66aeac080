extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int sum(int n, int m) {
  if (n <= 0) {
    return m + n;
  } else {
    return sum(n - 1, m + 1);
  }
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || a > 1000000 || b < 0 || b > 1000000) {
    return 0;
  }
  int result = sum(a, b);
  if (result == a + b && a != 37) {
    return 0;
  } else {
    ERROR: {reach_error();abort();}
  }
}
