// Unsigned wrap-around: n * 4 wraps for n >= 2^30.
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned bytes = n * 4u;
  return bytes != 0;
}
