// Every node gets data 1 except that the third node built gets 2; the
// traversal expects 1 everywhere (unreach-call) once the list has three
// nodes.
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
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = i == 2 ? 2 : 1;
    head = n;
    i++;
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
