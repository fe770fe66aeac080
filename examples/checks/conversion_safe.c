// Conversion: x >> 40 of a long long always fits in an int.
extern long long __VERIFIER_nondet_longlong(void);
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  int y = (int)(x >> 40);
  return y;
}
