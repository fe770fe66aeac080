/* A bug through a pointer rebuilt from an integer. */
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);

int main(void) {
  int *p = malloc(4 * sizeof(int));
  if (!p) return 0;
  p[1] = 7;
  int *q = (int *)((uintptr_t)p + sizeof(int));
  if (*q == 7) reach_error();   /* q is p + 1 */
  free(p);
  return 0;
}
