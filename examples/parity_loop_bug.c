// Adding instead of xor-ing counts the bits: the result passes 1.
// Expected: FALSE.
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned int parity = 0;
  while (x != 0) {
    parity += x & 1;
    x >>= 1;
  }
  assert(parity <= 1);
  return 0;
}
