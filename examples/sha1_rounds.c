// SHA-1 selects its round constant by t / 20 for t = 0..79: the index
// stays inside the four-entry table. Expected: TRUE.
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

static const unsigned int K[4] = {0x5a827999u, 0x6ed9eba1u, 0x8f1bbcdcu, 0xca62c1d6u};

int main(void) {
  unsigned int a = __VERIFIER_nondet_uint(), e = 0;
  for (unsigned int t = 0; t < 80; t++) {
    unsigned int r = t / 20;
    assert(r < 4);
    e = ((a << 5) | (a >> 27)) + e + K[r];
    a = e;
  }
  return 0;
}
