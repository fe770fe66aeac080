// Growing and shrinking an array of structs with realloc keeps the first
// elements; memory safe and freed.
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
struct pt { int x, y; };
int main(void) {
  struct pt *a = malloc(3 * sizeof(struct pt));
  if (!a)
    return 0;
  for (int i = 0; i < 3; i++) {
    a[i].x = __VERIFIER_nondet_int();
    a[i].y = a[i].x + i;
  }
  struct pt *b = realloc(a, 6 * sizeof(struct pt));
  if (!b) {
    free(a);
    return 0;
  }
  struct pt *c = realloc(b, 2 * sizeof(struct pt));
  if (!c) {
    free(b);
    return 0;
  }
  if (c[1].y != c[1].x + 1)
    reach_error();
  free(c);
  return 0;
}
