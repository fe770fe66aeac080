// Like sll_bounded.c, but the count is off by one when the list has the
// full 5 nodes (unreach-call), and the last node leaks then
// (valid-memtrack).
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
  int count = 0;
  for (struct node *p = head; p && p->data < 4; p = p->next)
    count++;
  if (count != len) reach_error();
  while (head && head->data < 4) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
