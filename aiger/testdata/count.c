#include <assert.h>
extern unsigned char __VERIFIER_nondet_uchar(void);
unsigned char a[2];
int main(void) {
  unsigned char n = __VERIFIER_nondet_uchar();
  for (unsigned char i = 0; i < 2; i++)
    a[i] = n + i;
  assert(a[1] != 0);
  return 0;
}
