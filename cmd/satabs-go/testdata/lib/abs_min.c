// abs(INT_MIN) overflows: FALSE(no-overflow); under unreach-call the path
// through the overflow is cut, so abs(x) < 0 is unreachable.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (abs(x) < 0)
    reach_error();
  return 0;
}
