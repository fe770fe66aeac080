// Reads the second node's data without checking that the list has two
// nodes (valid-deref when the list has one node or none).
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
  head->next = NULL;
  head->data = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = 1;
    head = n;
  }
  int second = head->next->data;
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return second;
}
