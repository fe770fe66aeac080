// The right rotation shifts back by 31 - n: it drops a bit.
// Expected: FALSE.
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);

static unsigned int rotl(unsigned int x, unsigned int n) { return (x << n) | (x >> (32 - n)); }
static unsigned int rotr(unsigned int x, unsigned int n) { return (x >> n) | (x << (31 - n)); }

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), n = __VERIFIER_nondet_uint();
  __VERIFIER_assume(n >= 1 && n <= 31);
  assert(rotr(x, n) == rotl(x, 32 - n));
  return 0;
}
