// Unsigned wrap-around: guarded multiplication.
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned n = __VERIFIER_nondet_uint();
  unsigned bytes = 0;
  if (n < 0x40000000u)
    bytes = n * 4u;
  return bytes != 0;
}
