/* A uint32_t stored into malloc'd bytes through a cast pointer: C gives
   the bytes that effective type (C11 6.5p6), and reading them back as
   unsigned char is allowed (6.5p7). gcc -m32 on a little-endian machine:
   x = 0x7f reaches reach_error. The typed memory model does not follow the
   store: UNKNOWN, never TRUE (it was TRUE: the store was dropped). */
#include <stdlib.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned char *b = malloc(8);
  if (!b) return 0;
  b[0] = 0;
  *(unsigned *)b = __VERIFIER_nondet_uint();
  if (b[0] == 0x7f) reach_error();
  free(b);
  return 0;
}
