// An array grown by one element per iteration with realloc, each new
// element set; every element is still there after the loop. The copies
// of realloc in the unrolled loop are a chain of array merges, which the
// encoding reads once each.
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3)
    return 0;
  int *a = 0;
  for (int i = 0; i < n; i++) {
    int *t = realloc(a, (i + 1) * sizeof(int));
    if (!t)
      return 0;
    a = t;
    a[i] = i + 7;
  }
  for (int i = 0; i < n; i++)
    if (a[i] != i + 7)
      reach_error();
  free(a);
  return 0;
}
