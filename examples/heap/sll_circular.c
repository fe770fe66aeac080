// A circular singly linked list of at least one node; traversed until it
// comes back to the head, then freed by breaking the cycle.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct node {
  struct node *next;
  int data;
};

int main(void) {
  struct node *head = malloc(sizeof *head);
  if (!head) abort();
  head->next = head;
  head->data = 5;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head->next;
    n->data = 5;
    head->next = n;
  }
  struct node *p = head;
  do {
    if (p->data != 5) { reach_error(); abort(); }
    p = p->next;
  } while (p != head);
  p = head->next;
  head->next = NULL;
  while (p) {
    struct node *next = p->next;
    free(p);
    p = next;
  }
  return 0;
}
