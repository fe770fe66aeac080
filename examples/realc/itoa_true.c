/* Numbers turned into text with sprintf into buffers sized for the
   widest value, as protocol code does for headers: "%d" of any int needs
   at most 11 characters and the terminator. */
#include <stdio.h>
#include <string.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

static char header[12];

int main(void) {
  int value = __VERIFIER_nondet_int();
  int n = sprintf(header, "%d", value);
  if (n < 1 || n > 11)
    reach_error();
  if (value < 0 && header[0] != '-')
    reach_error();
  if ((size_t)n != strlen(header))
    reach_error();
  return 0;
}
