/* offsetof with a variable index (a flexible array member sized at
   run time, as AWS strings are): an offset, no address. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
struct str { void *alloc; size_t len; unsigned char bytes[1]; };
int main(void) {
  unsigned n = __VERIFIER_nondet_uint() % 64;
  size_t sz = __builtin_offsetof(struct str, bytes[n + 1]);
  if (sz != sizeof(void *) + sizeof(size_t) + n + 1) reach_error();
  size_t s2 = (size_t)&((struct str *)0)->bytes[n];
  if (s2 + 1 != sz) reach_error();
  return 0;
}
