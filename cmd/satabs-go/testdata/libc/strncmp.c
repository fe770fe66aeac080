// TRUE: the model of strncmp compares two characters only.
#include <string.h>
void reach_error(void);
int main(void) {
  if (strncmp("abc", "abd", 2) != 0)
    reach_error();
  return 0;
}
