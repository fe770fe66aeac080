/* An integer that is no object's address, used as a pointer. */
#include <stdint.h>
int main(void) {
  int *p = (int *)(uintptr_t)0x10;
  *p = 1;
  return 0;
}
