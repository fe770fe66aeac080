// TRUE under valid-memsafety: a Linux-style list; list_entry computes the
// address of the enclosing struct with &((type *)0)->member, no dereference.
#include <stdlib.h>
#include <stddef.h>
struct list_head { struct list_head *next, *prev; };
#define container_of(ptr, type, member) ({ const typeof(((type *)0)->member) *__mptr = (ptr); (type *)((char *)__mptr - offsetof(type, member)); })
#define list_entry(ptr, type, member) container_of(ptr, type, member)
struct top_list { int data; struct list_head link; };
static void list_add(struct list_head *new, struct list_head *head) {
  struct list_head *next = head->next;
  next->prev = new; new->next = next; new->prev = head; head->next = new;
}
int main(void) {
  struct list_head head = { &head, &head };
  for (int i = 0; i < 3; i++) {
    struct top_list *t = malloc(sizeof *t);
    if (!t) abort();
    t->data = i;
    list_add(&t->link, &head);
  }
  struct list_head *pos = head.next;
  while (pos != &head) {
    struct list_head *n = pos->next;
    struct top_list *e = list_entry(pos, struct top_list, link);
    free(e);
    pos = n;
  }
  return 0;
}
