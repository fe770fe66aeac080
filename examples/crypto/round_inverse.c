// An add-rotate-xor round and its inverse: the inverse undoes the round
// on every input. Expected: TRUE.
#include <assert.h>
extern unsigned int __VERIFIER_nondet_uint(void);

#define ROTL(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define ROTR(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static void round_fwd(unsigned int *x, unsigned int *y) {
  *x += *y;
  *y = ROTL(*y, 7) ^ *x;
}

static void round_inv(unsigned int *x, unsigned int *y) {
  *y = ROTR(*y ^ *x, 7);
  *x -= *y;
}

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), y = __VERIFIER_nondet_uint();
  unsigned int x0 = x, y0 = y;
  round_fwd(&x, &y);
  round_inv(&x, &y);
  assert(x == x0 && y == y0);
  return 0;
}
