// The loop test uses <= and lets the pointer reach one past the end.
// Expected: FALSE.
#include <assert.h>

unsigned char buf[64];

int main(void) {
  unsigned char *p = buf;
  while (p <= buf + 64) {
    assert(p >= buf && p < buf + 64);
    p += 8;
  }
  return 0;
}
