// A pointer walks a buffer in steps of 8 and stays inside it.
// Expected: TRUE.
#include <assert.h>

unsigned char buf[64];

int main(void) {
  unsigned char *p = buf;
  while (p < buf + 64) {
    assert(p >= buf && p < buf + 64);
    *p = 0xff;
    p += 8;
  }
  return 0;
}
