// Like dll_create_free.c, but the fourth node appended gets no back link:
// the check on next->prev fails (unreach-call), and freeing from the tail
// stops early and leaks the nodes before it (valid-memtrack).
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
  int i = 0;
  while (__VERIFIER_nondet_int()) {
    struct dnode *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = NULL;
    n->prev = i == 3 ? NULL : tail;
    n->data = 3;
    if (tail) tail->next = n;
    else head = n;
    tail = n;
    i++;
  }
  for (struct dnode *p = head; p && p->next; p = p->next)
    if (p->next->prev != p) reach_error();
  while (tail) {
    struct dnode *prev = tail->prev;
    free(tail);
    tail = prev;
  }
  return 0;
}
