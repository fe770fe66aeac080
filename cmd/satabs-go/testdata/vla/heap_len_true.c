/* A byte buffer of any size_t length (LP64): malloc fails (NULL) for what
   no machine can hold; the first and the last byte are written and read
   back. */
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  unsigned long len = __VERIFIER_nondet_ulong();
  if (len < 2)
    return 0;
  unsigned char *buf = malloc(len);
  if (buf == NULL)
    return 0;
  buf[0] = 1;
  buf[len - 1] = 2;
  if (buf[0] + buf[len - 1] != 3)
    reach_error();
  free(buf);
  return 0;
}
