// A singly linked list of nondeterministic length, every node's data set to
// 1, checked on a traversal, then freed node by node (list-simple style).
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
    n->data = 1;
    head = n;
  }
  for (struct node *p = head; p; p = p->next)
    if (p->data != 1) { reach_error(); abort(); }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
