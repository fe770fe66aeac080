// The mask is missing: t + j can pass 255 and index past the table.
// Expected: FALSE.
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
      t = x[k] ^= S[t & 0xff];
    }
    t = t + j;
  }
  return 0;
}
