// The classic p = realloc(p, n): when realloc fails it returns NULL and
// the old object, still allocated, is lost: valid-memtrack is violated
// when allocation may fail (--malloc-may-fail), not under SV-COMP's rule
// that allocation never fails.
#include <stdlib.h>
int main(void) {
  char *p = malloc(4);
  if (!p)
    return 0;
  p[0] = 'a';
  p = realloc(p, 8);
  if (!p)
    return 1;
  p[7] = 'b';
  free(p);
  return 0;
}
