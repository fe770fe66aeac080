/* As heap_len_true.c, but the buffer's last byte is the first one for a
   length of 1: the sum is 2, not 3. */
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void reach_error(void);

int main(void) {
  unsigned long len = __VERIFIER_nondet_ulong();
  if (len < 1)
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
