// Parity of a byte computed two ways: bit by bit in a loop, and by the
// xor-folding trick. They agree on every input. Expected: TRUE (with
// --bmc --unwind 8 --unwinding-assertions).
#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char x = __VERIFIER_nondet_uchar();
  unsigned char v = x;
  int p = 0;
  while (v) {
    p ^= v & 1;
    v >>= 1;
  }
  unsigned char f = x;
  f ^= f >> 4;
  f ^= f >> 2;
  f ^= f >> 1;
  assert(p == (f & 1));
  return 0;
}
