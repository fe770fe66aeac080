// Constant-time conditional swap of two 16-limb elements (as curve25519's
// fe_cswap and the Montgomery ladder use it): a mask of all ones or all
// zeros from the swap bit, x = mask & (a ^ b), a ^= x, b ^= x. The check:
// the elements are swapped exactly when the bit is set. Expected under
// unreach-call: TRUE.
#include <stdint.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  uint32_t a[16], b[16], a0[16], b0[16];
  unsigned int swap = __VERIFIER_nondet_uint() & 1;
  for (int i = 0; i < 16; i++) {
    a[i] = a0[i] = __VERIFIER_nondet_uint();
    b[i] = b0[i] = __VERIFIER_nondet_uint();
  }
  uint32_t mask = (uint32_t)0 - swap;
  for (int i = 0; i < 16; i++) {
    uint32_t x = mask & (a[i] ^ b[i]);
    a[i] ^= x;
    b[i] ^= x;
  }
  for (int i = 0; i < 16; i++) {
    if (swap) {
      if (a[i] != b0[i] || b[i] != a0[i]) reach_error();
    } else {
      if (a[i] != a0[i] || b[i] != b0[i]) reach_error();
    }
  }
  return 0;
}
