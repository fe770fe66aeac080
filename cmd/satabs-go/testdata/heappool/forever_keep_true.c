// A loop that never ends, holding the one buffer it allocates on the
// first request in a local: nothing is ever lost (TRUE under
// valid-memsafety), though the end of main is never reached.
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
    }
    if (buf != NULL) {
      *buf = req;
      served++;
    }
  }
  return 0;
}
