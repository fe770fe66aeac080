// malloc(0) hands out no element, though the model's object holds one:
// a write to it is valid-deref.
#include <stdlib.h>
int main(void) {
  int *p = malloc(0);
  if (p)
    *p = 1;
  free(p);
  return 0;
}
