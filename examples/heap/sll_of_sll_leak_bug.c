// Like sll_of_sll.c, but the inner lists of outer nodes are not freed when
// they hold more than one item: only their first item is (valid-memtrack).
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct inner {
  struct inner *next;
  int v;
};

struct outer {
  struct outer *next;
  struct inner *items;
};

int main(void) {
  struct outer *lists = NULL;
  while (__VERIFIER_nondet_int()) {
    struct outer *o = malloc(sizeof *o);
    if (!o) abort();
    o->items = NULL;
    while (__VERIFIER_nondet_int()) {
      struct inner *i = malloc(sizeof *i);
      if (!i) abort();
      i->v = 42;
      i->next = o->items;
      o->items = i;
    }
    o->next = lists;
    lists = o;
  }
  while (lists) {
    struct outer *o = lists;
    lists = o->next;
    if (o->items)
      free(o->items);
    free(o);
  }
  return 0;
}
