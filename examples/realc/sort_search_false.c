// A table of records sorted with qsort by a comparator on the id field,
// then searched with bsearch by the same comparator, as lookup tables in
// protocol and driver code are. Ids are nondeterministic and distinct.
// Every id in the table is found, and the table is in ascending order.
// The bug: the search is over N - 1 elements, so the largest id is not
// found.
// Expected: FALSE under unreach-call.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define N 4

struct rec {
  int id;
  int payload;
};

static int by_id(const void *a, const void *b) {
  const struct rec *x = a, *y = b;
  return (x->id > y->id) - (x->id < y->id);
}

int main(void) {
  struct rec table[N];
  int i, j;
  for (i = 0; i < N; i++) {
    table[i].id = __VERIFIER_nondet_int();
    table[i].payload = i;
    for (j = 0; j < i; j++)
      if (table[j].id == table[i].id)
        return 0;
  }
  qsort(table, N, sizeof table[0], by_id);
  for (i = 1; i < N; i++)
    if (table[i - 1].id >= table[i].id)
      reach_error();
  for (i = 0; i < N; i++) {
    struct rec key = {table[i].id, 0};
    struct rec *r = bsearch(&key, table, N - 1, sizeof table[0], by_id);
    if (!r || r->id != key.id || r != &table[i])
      reach_error();
  }
  return 0;
}
