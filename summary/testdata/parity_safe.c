extern void abort(void);
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int isOdd(int n);
int isEven(int n) {
  if (n == 0) {
    return 1;
  }
  return isOdd(n - 1);
}
int isOdd(int n) {
  if (n == 0) {
    return 0;
  }
  return isEven(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) {
    return 0;
  }
  int result = isOdd(n);
  int mod = n % 2;
  if (result < 0 || result == mod) {
    return 0;
  }
  reach_error();
  return 0;
}
