// Three ints, indexed by a value modulo 4: element 3 is past the end.
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  int *a = malloc(3 * sizeof *a);
  unsigned i = __VERIFIER_nondet_uint() % 4;
  if (!a) return 0;
  a[i] = 7;
  free(a);
  return 0;
}
