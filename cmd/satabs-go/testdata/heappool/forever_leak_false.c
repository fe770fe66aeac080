// A server-style loop that never ends: each request's buffer is
// allocated, and the previous one is lost when the pointer is reused
// without a free. The run never reaches the end of main, so the leak
// shows only at a loop head: FALSE(valid-memtrack).
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int *buf = NULL;
  int served = 0;
  while (1) {
    int req = __VERIFIER_nondet_int();
    if (req > 0 && buf == NULL) {
      buf = malloc(sizeof(int));
      if (!buf) abort();
      *buf = req;
    }
    if (req == 7 && buf != NULL) {
      buf = NULL; // the object is lost
    }
    served++;
  }
  return 0;
}
