// Reading through the pointer realloc was given, after it moved the data:
// the old object is freed (valid-deref).
#include <stdlib.h>
int main(void) {
  int *a = malloc(2 * sizeof(int));
  if (!a)
    return 0;
  a[0] = 1;
  a[1] = 2;
  int *b = realloc(a, 4 * sizeof(int));
  if (!b) {
    free(a);
    return 0;
  }
  b[2] = a[1];
  free(b);
  return 0;
}
