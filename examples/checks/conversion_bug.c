// Conversion: a long long that does not fit in an int.
extern long long __VERIFIER_nondet_longlong(void);
int main(void) {
  long long x = __VERIFIER_nondet_longlong();
  int y = (int)(x >> 16);
  return y;
}
