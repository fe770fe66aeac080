// A node of exactly its type's size, written and read through a pointer
// to a pointer, then freed: memory safe.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node { struct node *next; int v; };
int main(void) {
  struct node *head = 0, **pp = &head;
  struct node *n = malloc(sizeof *n);
  if (!n) return 0;
  n->next = 0;
  n->v = __VERIFIER_nondet_int();
  *pp = n;
  pp = &(*pp)->next;
  *pp = 0;
  head->v = head->v / 2;
  free(head);
  return 0;
}
