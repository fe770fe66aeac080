// Carry propagation over 16 limbs of 64 bits (radix 2^26), two passes:
// each limb's bits above 26 move to the next limb, so that every limb
// but the last ends in [0, 2^26). Limbs start below 2^40. Expected under
// unreach-call: TRUE.
#include <stdint.h>
extern uint64_t __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  int64_t h[16];
  for (int i = 0; i < 16; i++)
    h[i] = (int64_t)(__VERIFIER_nondet_ulong() & ((1ULL << 40) - 1));
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; i < 15; i++) {
      int64_t c = h[i] >> 26;
      h[i] -= c << 26;
      h[i + 1] += c;
    }
  }
  for (int i = 0; i < 15; i++)
    if (h[i] < 0 || h[i] >= (1 << 26)) reach_error();
  return 0;
}
