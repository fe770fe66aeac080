// Three ints, indexed by a value reduced modulo 3: memory safe.
#include <stdlib.h>
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  int *a = malloc(3 * sizeof *a);
  unsigned i = __VERIFIER_nondet_uint() % 3;
  if (!a) return 0;
  a[i] = 7;
  a[(i + 1) % 3] = a[i] + 1;
  free(a);
  return 0;
}
