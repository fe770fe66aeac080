// A list of lists (heap-manipulation style): an outer list of
// nondeterministic length, each node owning an inner list of
// nondeterministic length; every inner node is checked and all memory is
// freed.
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
  for (struct outer *o = lists; o; o = o->next)
    for (struct inner *i = o->items; i; i = i->next)
      if (i->v != 42) { reach_error(); abort(); }
  while (lists) {
    struct outer *o = lists;
    lists = o->next;
    while (o->items) {
      struct inner *i = o->items;
      o->items = i->next;
      free(i);
    }
    free(o);
  }
  return 0;
}
