// carry16_2pass.c where the carry is taken at bit 26 but subtracted at
// bit 25 (c << 25): half of each carry stays behind, and a large limb
// stays above 2^26 after both passes (gcc, -m32 and -m64, with limb 0 at
// 2^40 - 1 and the others 0 reaches reach_error). Expected under
// unreach-call: FALSE.
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
      h[i] -= c << 25;
      h[i + 1] += c;
    }
  }
  for (int i = 0; i < 15; i++)
    if (h[i] < 0 || h[i] >= (1 << 26)) reach_error();
  return 0;
}
