// Six nodes allocated in a loop, linked and freed, except the sixth when
// its data is 5: a leak (valid-memtrack) that only a pool of 6 reaches.
#include <stdlib.h>
extern void abort(void);

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
  while (head) {
    struct node *next = head->next;
    if (head->data != 5)
      free(head);
    head = next;
  }
  return 0;
}
