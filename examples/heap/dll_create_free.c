// A doubly linked list appended at its tail, nondeterministic length; the
// traversal checks that next->prev points back; freed from the tail.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct dnode {
  struct dnode *next, *prev;
  int data;
};

int main(void) {
  struct dnode *head = NULL, *tail = NULL;
  while (__VERIFIER_nondet_int()) {
    struct dnode *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = NULL;
    n->prev = tail;
    n->data = 3;
    if (tail) tail->next = n;
    else head = n;
    tail = n;
  }
  for (struct dnode *p = head; p && p->next; p = p->next)
    if (p->next->prev != p || p->data != 3) { reach_error(); abort(); }
  while (tail) {
    struct dnode *prev = tail->prev;
    free(tail);
    tail = prev;
  }
  return 0;
}
