// Pointer (valid-deref): a list node is read after it was freed.
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
  free(a);
  return first->value;
}
