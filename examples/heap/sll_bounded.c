// A list of at most 5 nodes (the length is nondeterministic but bounded
// by a constant), data counting down, checked and freed.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}

struct node {
  struct node *next;
  int data;
};

int main(void) {
  int len = __VERIFIER_nondet_int();
  if (len < 0 || len > 5) return 0;
  struct node *head = NULL;
  for (int i = 0; i < len; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = i;
    head = n;
  }
  int expect = len - 1, count = 0;
  for (struct node *p = head; p; p = p->next) {
    if (p->data != expect) { reach_error(); abort(); }
    expect--;
    count++;
  }
  if (count != len) { reach_error(); abort(); }
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
