// MD2-style table lookups: the index is built from bytes with xor and a
// mask, so it stays below 256 whatever the data. Expected: TRUE.
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

unsigned char S[256];

int main(void) {
  unsigned char x[4];
  for (int k = 0; k < 4; k++)
    x[k] = __VERIFIER_nondet_uchar();
  int t = 0;
  for (int j = 0; j < 3; j++) {
    for (int k = 0; k < 4; k++) {
      assert(t >= 0 && t < 256);
      t = x[k] ^= S[t];
    }
    t = (t + j) & 0xff;
  }
  return 0;
}
