extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int fibonacci(int n) {
  if (n < 1) {
    return 0;
  } else if (n == 1) {
    return 1;
  } else {
    return fibonacci(n - 1) + fibonacci(n - 2);
  }
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x > 46 || x == -2147483648) {
    return 0;
  }
  int result = fibonacci(x);
  if (result >= x - 1) {
    return 0;
  } else {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
