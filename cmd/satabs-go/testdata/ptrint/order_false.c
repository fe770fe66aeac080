/* Two heap objects in either order: the order of pointers to different
   objects is that of their addresses, as gcc compares them, and either
   is possible. */
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
int main(void) {
  char *p = malloc(16), *q = malloc(16);
  if (!p || !q) return 0;
  if ((uintptr_t)p > (uintptr_t)q && p < q) reach_error();
  if ((uintptr_t)p < (uintptr_t)q && p > q) reach_error();
  if (p < q) reach_error();   /* reached: the first two never */
  return 0;
}
