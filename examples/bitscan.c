// Bit scan: the index of the lowest set bit of a non-zero byte is below 8.
// Expected: TRUE.
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned char x = __VERIFIER_nondet_uchar();
  __VERIFIER_assume(x != 0);
  int i = 0;
  while (!(x & 1)) {
    x >>= 1;
    i++;
  }
  assert(i < 8);
  return 0;
}
