// Two allocation sites in one loop: ten nodes, and a header allocated on
// the first pass only. The nodes exhaust the first pool (4); only their
// site needs a larger one (13), and the header's keeps 4 objects. Every
// object is freed before main returns: no leak.
#include <stdlib.h>
extern void abort(void);

struct header {
  int count;
  struct node *first;
};

struct node {
  int key;
  struct node *next;
  struct header *owner;
};

int main(void) {
  struct header *h = NULL;
  for (int i = 0; i < 10; i++) {
    if (h == NULL) {
      h = malloc(sizeof *h);
      if (!h) abort();
      h->count = 0;
      h->first = NULL;
    }
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->key = i;
    n->owner = h;
    n->next = h->first;
    h->first = n;
    h->count++;
  }
  if (h->count != 10) abort();
  while (h->first) {
    struct node *n = h->first;
    h->first = n->next;
    free(n);
  }
  free(h);
  return 0;
}
