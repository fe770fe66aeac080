/* A float read and written through its bytes: flipping the top bit of
   the last byte negates it, and memcpy to an integer gives its bits. */
#include <string.h>
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
int main(void) {
  float f = __VERIFIER_nondet_float();
  float g = f;
  unsigned char *p = (unsigned char *)&f;
  p[3] ^= 0x80;
  if (g == g && f != -g)
    reach_error();
  unsigned u;
  memcpy(&u, &f, sizeof u);
  if ((u >> 31) == (unsigned)(g < 0) && g != 0 && g == g)
    reach_error();
  return 0;
}
