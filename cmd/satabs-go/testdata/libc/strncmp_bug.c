// FALSE: "abc" comes before "abd".
#include <string.h>
void reach_error(void);
int main(void) {
  if (strncmp("abc", "abd", 3) < 0)
    reach_error();
  return 0;
}
