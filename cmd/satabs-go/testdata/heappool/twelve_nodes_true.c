// Twelve nodes allocated in a loop into a table with an embedded link
// (the hash-table libraries' style: the link is a member, the node is
// found again by subtracting its offset), then all freed: no leak, which
// only pools of at least 12 objects show. The run that exhausts the
// first pool (4) shows the pool the program needs: the command line goes
// to it (13) in one round.
#include <stdlib.h>
#include <stddef.h>
extern void abort(void);

struct link {
  struct link *next;
};

struct entry {
  int key;
  int value;
  struct link l;
};

#define ENTRY(p) ((struct entry *)((char *)(p) - offsetof(struct entry, l)))

int main(void) {
  struct link *head = NULL;
  for (int i = 0; i < 12; i++) {
    struct entry *e = malloc(sizeof *e);
    if (!e) abort();
    e->key = i;
    e->value = i * i;
    e->l.next = head;
    head = &e->l;
  }
  while (head) {
    struct link *next = head->next;
    struct entry *e = ENTRY(head);
    free(e);
    head = next;
  }
  return 0;
}
