// A constant-time comparison of two 4-byte buffers returns 1 exactly when
// they are equal, without a data-dependent branch. Expected: TRUE.
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

static int ct_equal(const unsigned char *a, const unsigned char *b) {
  unsigned int d = 0;
  for (int i = 0; i < 4; i++)
    d |= a[i] ^ b[i];
  return (int)((d - 1) >> 31); // 1 when d == 0, else 0 (d < 256)
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
