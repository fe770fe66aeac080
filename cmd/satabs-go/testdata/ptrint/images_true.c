/* Pointers as integers: what C (and glibc's malloc) promise of them. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
#define check(c) do { if (!(c)) reach_error(); } while (0)

struct rec { char tag; int value; long more[3]; };
int table[8];

int main(void) {
  int *p = malloc(8 * sizeof(int));
  if (!p) return 0;
  uintptr_t u = (uintptr_t)p;
  check(u != 0);
  check(u % 8 == 0);                     /* malloc's alignment */
  check((uintptr_t)&table[3] - (uintptr_t)&table[0] == 3 * sizeof(int));
  check((uintptr_t)table % _Alignof(int) == 0);
  struct rec r;
  check((uintptr_t)&r.value - (uintptr_t)&r == offsetof(struct rec, value));
  check((uintptr_t)&r.more[2] - (uintptr_t)&r.more[0] == 2 * sizeof(long));
  /* a round trip gives the pointer back, and it can be used */
  int *q = (int *)(u + 2 * sizeof(int));
  check(q == p + 2);
  *q = 41;
  check(p[2] == 41);
  /* equal pointers have equal images, different objects different ones */
  check((uintptr_t)(p + 5) == u + 5 * sizeof(int));
  check((uintptr_t)&table[0] != u);
  /* null is 0, both ways */
  int *n = NULL;
  check((uintptr_t)n == 0);
  check((int *)(uintptr_t)0 == NULL);
  free(p);
  return 0;
}
