// Euclid on bounded values: gcd(12, 0) = 12.
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }
int main(void) {
  unsigned a = __VERIFIER_nondet_uint(), b = __VERIFIER_nondet_uint();
  if (a > 12 || b > 12) return 0;
  unsigned g = gcd(a, b);
  if (g > 0 && a % g != 0 || g > 11) reach_error();
  if (b != 0 && b % g != 0) reach_error();
  return 0;
}
