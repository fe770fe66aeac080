extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int isOdd(int n);
int isEven(int n) {
  if (n == 0) {
    return 1;
  } else if (n == 1) {
    return 0;
  } else {
    return isOdd(n - 1);
  }
}
int isOdd(int n) {
  if (n == 0) {
    return 0;
  } else if (n == 1) {
    return 1;
  } else {
    return isEven(n - 1);
  }
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0) {
    return 0;
  }
  int result = isOdd(n);
  if (result != 0) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
