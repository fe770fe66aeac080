// Every library function with a body of our own, used correctly: TRUE.
#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);

struct rec { int key; char tag; };

int main(void) {
  int a[4] = {1, 2, 3, 4}, b[4];
  memcpy(b, a, sizeof a);
  assert(b[3] == 4 && memcmp(a, b, sizeof a) == 0);
  memset(b, 0, 6);
  assert(b[0] == 0 && b[1] == 0 && b[2] == 3);
  memmove(a + 1, a, 3 * sizeof(int));
  assert(a[0] == 1 && a[1] == 1 && a[3] == 3);
  assert(memcmp(a, b, 4) > 0);
  struct rec r = {7, 'x'}, s[2];
  memcpy(&s[1], &r, sizeof r);
  memset(s, 0, sizeof(struct rec));
  assert(s[1].key == 7 && s[0].tag == 0);
  char buf[8];
  strcpy(buf, "abc");
  assert(strlen(buf) == 3 && strcmp(buf, "abc") == 0 && strcmp(buf, "abd") < 0);
  strncpy(buf, "xy", 5);
  assert(buf[1] == 'y' && buf[4] == 0);
  int x = __VERIFIER_nondet_int();
  if (x > -1000 && x < 1000)
    assert(abs(x) >= 0 && labs(x) == abs(x) && llabs(-5LL * x) == 5 * abs(x));
  return 0;
}
