extern void abort(void);
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int up;
/* Mutual recursion with a global that one of the two functions
   increments. */
int odd(int n);
int even(int n) {
  up++;
  if (n == 0) {
    return 1;
  }
  return odd(n - 1);
}
int odd(int n) {
  if (n == 0) {
    return 0;
  }
  return even(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 100000) {
    return 0;
  }
  int before = up;
  even(n);
  if (up <= before) {
    ERROR: {reach_error();abort();}
  }
  return 0;
}
