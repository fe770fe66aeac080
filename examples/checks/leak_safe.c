// Memtrack (valid-memtrack): a two-node list, freed node by node.
#include <stdlib.h>
struct node {
  int value;
  struct node *next;
};
int main(void) {
  struct node *head = malloc(sizeof(struct node));
  if (head == NULL)
    return 0;
  head->next = malloc(sizeof(struct node));
  if (head->next != NULL)
    head->next->next = NULL;
  while (head != NULL) {
    struct node *next = head->next;
    free(head);
    head = next;
  }
  return 0;
}
