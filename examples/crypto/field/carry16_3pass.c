// carry16_2pass.c with three passes (a reduction loop that runs a
// constant number of times). Expected under unreach-call: TRUE.
#include <stdint.h>
extern uint64_t __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  int64_t h[16];
  for (int i = 0; i < 16; i++)
    h[i] = (int64_t)(__VERIFIER_nondet_ulong() & ((1ULL << 40) - 1));
  for (int pass = 0; pass < 3; pass++) {
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
