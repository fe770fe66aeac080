// The same node written after it is freed: valid-deref.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int v; };
int main(void) {
  struct node *n = malloc(sizeof *n);
  if (!n) return 0;
  n->next = 0;
  n->v = 1;
  free(n);
  if (__VERIFIER_nondet_int())
    n->v = 2;
  return 0;
}
