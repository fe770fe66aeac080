#include <assert.h>
extern void abort(void);
extern void exit(int);
void reach_error() { __assert_fail("0", "assert.c", 3, "reach_error"); }
void __VERIFIER_error(void);
int main(void) {
  int x = 1;
  assert(x > 0);
  if (x == 2) { reach_error(); abort(); }
  if (x == 3) { __VERIFIER_error(); }
  if (x == 4) exit(1);
  assert(x != 5 && x != 6);
  return 0;
}
