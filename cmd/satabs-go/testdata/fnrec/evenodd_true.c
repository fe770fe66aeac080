// Mutual recursion: even and odd agree with n % 2.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int is_odd(int n);
int is_even(int n) { if (n == 0) return 1; return is_odd(n - 1); }
int is_odd(int n) { if (n == 0) return 0; return is_even(n - 1); }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 10) return 0;
  if (is_even(n) == is_odd(n)) reach_error();
  if (is_even(n) != (n % 2 == 0)) reach_error();
  return 0;
}
