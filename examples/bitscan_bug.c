// Bit scan with a wrong bound: the lowest set bit of 0x80 is bit 7.
// Expected: FALSE.
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
  assert(i < 7);
  return 0;
}
