// UNKNOWN: printf("abc") returns 3, unless output fails; the model does
// not know which.
#include <stdio.h>
void reach_error(void);
int main(void) {
  if (printf("abc") != 3)
    reach_error();
  return 0;
}
