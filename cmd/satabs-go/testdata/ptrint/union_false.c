/* The alignment test through a union on a pointer that is never
   4-aligned. */
#include <stddef.h>
#include <stdint.h>
extern void reach_error(void);
static unsigned aligned4(const void *key) {
  union { const void *ptr; size_t i; } u;
  u.ptr = key;
  return (u.i & 0x3) == 0;
}
int x[2];
int main(void) {
  if (aligned4((char *)x + 2)) return 0;
  reach_error();   /* reached */
  return 0;
}
