// cswap16.c with the mask taken from the swap bit shifted into the top
// bit only ((uint32_t)swap << 31): the low 31 bits of the limbs are not
// swapped. With swap = 1 and a[0] = 1, b[0] = 0 the check fails (gcc,
// -m32 and -m64, reaches reach_error). Expected under unreach-call:
// FALSE.
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
  uint32_t mask = (uint32_t)swap << 31;
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
