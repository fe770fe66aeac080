/* A pointer into a heap object made from its integer image: the
   object's address and length decide where it points, though no
   statement names them (the data slice must keep their writes). */
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  int *p = malloc(8 * sizeof(int));
  if (!p) return 0;
  uintptr_t u = (uintptr_t)p;
  int *q = (int *)(u + 2 * sizeof(int));
  *q = 41;
  if (p[2] != 41) reach_error();
  free(p);
  return 0;
}
