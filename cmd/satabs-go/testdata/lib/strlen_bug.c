// The string is cut short when n % 3 == 0: strlen is 0 there.
#include <string.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern void reach_error(void);

int main(void) {
  char s[4] = "abc";
  unsigned n = __VERIFIER_nondet_uint();
  s[n % 3] = 0;
  if (strlen(s) == 0)
    reach_error();
  return 0;
}
