/* A pointer stored into a union and read back as an integer (an
   alignment test, as hash functions make): the integer is its image. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
static unsigned aligned4(const void *key) {
  union { const void *ptr; size_t i; } u;
  u.ptr = key;
  return (u.i & 0x3) == 0;
}
int x;
char buf[8];
int main(void) {
  if (!aligned4(&x)) reach_error();
  int *p = malloc(sizeof(int));
  if (!p) return 0;
  if (!aligned4(p)) reach_error();
  free(p);
  if (aligned4(buf + 1) && aligned4(buf + 2)) reach_error();
  return 0;
}
