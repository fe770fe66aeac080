// Free (valid-free): the array is freed once on every path.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *a = malloc(4 * sizeof(int));
  if (a == NULL)
    return 0;
  for (int i = 0; i < 4; i++)
    a[i] = i;
  if (__VERIFIER_nondet_int()) {
    free(a);
    a = NULL;
  }
  free(a);
  return 0;
}
