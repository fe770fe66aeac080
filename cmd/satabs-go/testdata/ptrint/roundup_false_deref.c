/* The same with one byte too many: when s.buf is not 8-aligned the
   aligned pointer plus 16 is past its end. */
#include <stdint.h>
extern unsigned __VERIFIER_nondet_uint(void);

struct { char c; char buf[24]; } s;

int main(void) {
  uintptr_t u = (uintptr_t)s.buf;
  uintptr_t a = (u + 7) & ~(uintptr_t)7;
  char *q = (char *)a;
  unsigned i = __VERIFIER_nondet_uint() % 18;
  q[i] = 1;                      /* s.buf + 7 + 17 = s.buf + 24: past the end */
  return 0;
}
