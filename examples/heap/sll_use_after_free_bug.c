// The freeing loop reads the next pointer after free (valid-deref on the
// first node freed).
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct node {
  struct node *next;
  int data;
};

int main(void) {
  struct node *head = NULL;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = 0;
    head = n;
  }
  while (head) {
    free(head);
    head = head->next;
  }
  return 0;
}
