// realloc of an array that malloc did not allocate (valid-free).
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int buf[4];
  int *p = buf;
  if (__VERIFIER_nondet_int())
    p = malloc(4 * sizeof(int));
  int *q = realloc(p, 8 * sizeof(int));
  free(q);
  return 0;
}
