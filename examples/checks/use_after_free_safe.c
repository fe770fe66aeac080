// Pointer (valid-deref): the value is read before the node is freed.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
struct node {
  int value;
  struct node *next;
};
int main(void) {
  struct node *a = malloc(sizeof(struct node));
  if (a == NULL)
    return 0;
  a->value = __VERIFIER_nondet_int();
  a->next = NULL;
  struct node *first = a;
  int v = first->value;
  free(a);
  return v;
}
