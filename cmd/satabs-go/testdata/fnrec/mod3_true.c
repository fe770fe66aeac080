// Three functions in a cycle of mutual recursion (n mod 3 by descent):
// a depth the program bounds (n <= 40: forty calls through the cycle),
// and claims that hold for every n.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int r1(int n);
int r2(int n);
int r0(int n) { if (n == 0) return 0; return r1(n - 1); }
int r2(int n) { if (n == 0) return 2; return r0(n - 1); }
int r1(int n) { if (n == 0) return 1; return r2(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 40) return 0;
  int m = r0(n);
  if (m != n % 3) reach_error();
  if (n > 30 && m == 3) reach_error();
  return 0;
}
