// FALSE: tick and printf have no body (printf's result is unknown), but
// the error depends on neither: the counterexample reads none of their
// values.
#include <stdio.h>
void reach_error(void);
extern int __VERIFIER_nondet_int(void);
void tick(void);
int counter;
int main(void) {
  tick();
  int r = printf("tick\n");
  int x = __VERIFIER_nondet_int();
  if (x == 7)
    reach_error();
  return counter + r;
}
