// A write one past the last row of a two-dimensional variable-length
// array: FALSE(valid-deref) under memory safety, TRUE under
// unreach-call (the write is undefined, no error call follows).
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int n = __VERIFIER_nondet_int();
  int m = __VERIFIER_nondet_int();
  __VERIFIER_assume(n > 0 && n <= 4 && m > 0 && m <= 4);
  int a[n][m];
  a[n - 1][m] = 1;
  return 0;
}
