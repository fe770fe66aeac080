// One int past a node of exactly its type's size, through a cast
// pointer: valid-deref.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { int key; int v; };
int main(void) {
  struct node *n = malloc(sizeof *n);
  int *p;
  if (!n) return 0;
  p = &n->v;
  if (__VERIFIER_nondet_int())
    p++;
  *p = 3;
  free(n);
  return 0;
}
