#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int twice(int v) { return v * 2; }

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 1000)
    return 0;
  int y = twice(x) + 1;
  assert(y != 401);
  return 0;
}
