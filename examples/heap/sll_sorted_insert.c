// Inserts nondeterministic values in [0, 100] into a sorted list, then
// checks the order pairwise and frees the list (list-properties style).
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
    int v = __VERIFIER_nondet_int();
    if (v < 0 || v > 100) break;
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->data = v;
    struct node **pp = &head;
    while (*pp && (*pp)->data < v)
      pp = &(*pp)->next;
    n->next = *pp;
    *pp = n;
  }
  for (struct node *p = head; p && p->next; p = p->next)
    if (p->data > p->next->data) { reach_error(); abort(); }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
