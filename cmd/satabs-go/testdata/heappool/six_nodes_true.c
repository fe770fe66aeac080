// Six nodes allocated in a loop (more than the first pool of 4), linked,
// counted and freed: TRUE only with a pool of at least 6.
#include <stdlib.h>
extern void abort(void);
void reach_error(void) {}

struct node {
  struct node *next;
  int data;
};

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 6; i++) {
    struct node *n = malloc(sizeof *n);
    if (!n) abort();
    n->next = head;
    n->data = i;
    head = n;
  }
  int count = 0;
  for (struct node *p = head; p; p = p->next)
    count++;
  if (count != 6) reach_error();
  while (head) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
