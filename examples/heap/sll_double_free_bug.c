// Deletes the list twice when it has more than two nodes: the second
// pass frees the first node again (valid-free).
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct node {
  struct node *next;
  int data;
};

static void destroy(struct node *p) {
  while (p) {
    struct node *n = p->next;
    free(p);
    p = n;
  }
}

int main(void) {
  struct node *head = NULL;
  int len = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = len;
    head = n;
    len++;
  }
  destroy(head);
  if (len > 2)
    free(head);
  return 0;
}
