// Memtrack (valid-memtrack): the only pointer to the first node is
// overwritten, so it can never be freed.
#include <stdlib.h>
struct node {
  int value;
  struct node *next;
};
int main(void) {
  struct node *head = malloc(sizeof(struct node));
  if (head == NULL)
    return 0;
  head->next = NULL;
  head = malloc(sizeof(struct node));
  free(head);
  return 0;
}
