// The mask is taken at bit 8, not 31: equal buffers give 0xffffff, not 1.
// Expected: FALSE.
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

static int ct_equal(const unsigned char *a, const unsigned char *b) {
  unsigned int d = 0;
  for (int i = 0; i < 4; i++)
    d |= a[i] ^ b[i];
  return (int)((d - 1) >> 8); // bug: not 1 when d == 0
}

int main(void) {
  unsigned char a[4], b[4];
  for (int i = 0; i < 4; i++) {
    a[i] = __VERIFIER_nondet_uchar();
    b[i] = __VERIFIER_nondet_uchar();
  }
  int same = a[0] == b[0] && a[1] == b[1] && a[2] == b[2] && a[3] == b[3];
  assert(ct_equal(a, b) == same);
  return 0;
}
