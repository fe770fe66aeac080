// Euclid on bounded values: the result divides both.
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
unsigned gcd(unsigned a, unsigned b) { return b == 0 ? a : gcd(b, a % b); }
int main(void) {
  unsigned a = __VERIFIER_nondet_uint(), b = __VERIFIER_nondet_uint();
  if (a > 7 || b > 7) return 0;
  unsigned g = gcd(a, b);
  if (a != 0 && a % g != 0) reach_error();
  if (b != 0 && b % g != 0) reach_error();
  return 0;
}
