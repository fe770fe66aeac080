// A loop of 10^7 iterations mixing the state with multiplications: its
// bug (if there is one) lies behind all of them, so bounded search unrolls
// long, concrete testing runs long, and no invariant is simple.
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
int main(void) {
  unsigned int seed = __VERIFIER_nondet_uint();
  unsigned int h = seed;
  for (unsigned int i = 0; i < 10000000u; i++) {
    h = (h ^ (h >> 15)) * 0x2c1b3c6du;
    h = (h ^ (h >> 12)) * 0x297a2d39u + i;
  }
  if (h == 0x5f3759dfu && (seed & 0xffu) == 0x42u) reach_error();
  return 0;
}
