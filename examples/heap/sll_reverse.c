// Builds a list of nondeterministic length whose data alternate 1, 2, 1,
// 2..., reverses it in place, checks that every node still holds 1 or 2,
// and frees it.
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
  int flip = 0;
  while (__VERIFIER_nondet_int()) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = flip ? 2 : 1;
    flip = !flip;
    head = n;
  }
  struct node *rev = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = rev;
    rev = head;
    head = next;
  }
  for (struct node *p = rev; p; p = p->next)
    if (p->data != 1 && p->data != 2) { reach_error(); abort(); }
  while (rev) {
    struct node *next = rev->next;
    free(rev);
    rev = next;
  }
  return 0;
}
