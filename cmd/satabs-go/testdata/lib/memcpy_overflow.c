// memcpy copies one int past the end of dst: valid-deref is violated.
#include <string.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int src[4] = {1, 2, 3, 4}, dst[3];
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4)
    return 0;
  memcpy(dst, src, n * sizeof(int));
  return dst[0];
}
