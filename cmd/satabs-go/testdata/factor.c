// Hard for SAT: is 0x7f07f33dd5113f65 the product of two numbers above 1
// and below 2^32? It is (0xc164d839 * 0xa827688d), but finding the
// factors takes a SAT solver far longer than the tests wait.
#include <assert.h>
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void __VERIFIER_assume(int);

int main(void) {
  unsigned long long x = __VERIFIER_nondet_ulonglong();
  unsigned long long y = __VERIFIER_nondet_ulonglong();
  __VERIFIER_assume(x > 1 && y > 1 && x < 0x100000000ULL && y < 0x100000000ULL);
  assert(x * y != 0x7f07f33dd5113f65ULL);
  return 0;
}
