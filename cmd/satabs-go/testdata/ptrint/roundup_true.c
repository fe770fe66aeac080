/* Aligning a pointer inside a buffer, as allocators do: the aligned
   pointer stays inside whatever the buffer's address. */
#include <stdint.h>
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);

struct { char c; char buf[24]; } s;

int main(void) {
  uintptr_t u = (uintptr_t)s.buf;
  uintptr_t a = (u + 7) & ~(uintptr_t)7;
  char *q = (char *)a;
  if (a % 8 != 0) reach_error();
  if (q - s.buf > 7) reach_error();
  unsigned i = __VERIFIER_nondet_uint() % 16;
  q[i] = 1;                      /* at most s.buf + 7 + 15 = s.buf + 22 */
  return 0;
}
