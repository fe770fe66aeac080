// FALSE(valid-memcleanup): the block is still allocated at the end,
// though a global points to it (no valid-memtrack violation).
#include <stdlib.h>
int *keep;
int main(void) {
  keep = malloc(sizeof *keep);
  return 0;
}
