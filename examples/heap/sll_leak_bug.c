// Frees every node but the last one of a list of nondeterministic length:
// the last node leaks (valid-memtrack).
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
    n->data = 7;
    head = n;
  }
  while (head && head->next) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
