// A doubly linked list with a sentinel (Linux style): insertions at the
// front or the back chosen nondeterministically, then a check that the
// links are consistent both ways and a removal of every element.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct item {
  struct item *next, *prev;
  int key;
};

static void insert_after(struct item *pos, struct item *n) {
  n->next = pos->next;
  n->prev = pos;
  pos->next->prev = n;
  pos->next = n;
}

static void unlink_item(struct item *n) {
  n->prev->next = n->next;
  n->next->prev = n->prev;
}

int main(void) {
  struct item sentinel;
  sentinel.next = &sentinel;
  sentinel.prev = &sentinel;
  while (__VERIFIER_nondet_int()) {
    struct item *n = malloc(sizeof *n);
    if (!n) abort();
    n->key = 1;
    if (__VERIFIER_nondet_int())
      insert_after(&sentinel, n);
    else
      insert_after(sentinel.prev, n);
  }
  for (struct item *p = sentinel.next; p != &sentinel; p = p->next)
    if (p->next->prev != p || p->key != 1) { reach_error(); abort(); }
  while (sentinel.next != &sentinel) {
    struct item *n = sentinel.next;
    unlink_item(n);
    free(n);
  }
  return 0;
}
