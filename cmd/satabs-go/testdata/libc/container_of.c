// TRUE under valid-memsafety: &((T *)0)->link computes an offset and
// dereferences nothing.
#include <stdlib.h>
#include <stddef.h>
struct list_head { struct list_head *next; };
struct top_list { int value; struct list_head link; };
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - (unsigned long)(&((type *)0)->member)))
int main(void) {
  struct top_list *t = malloc(sizeof *t);
  if (!t)
    return 0;
  t->link.next = 0;
  struct list_head *l = &t->link;
  struct top_list *u = container_of(l, struct top_list, link);
  u->value = (int)offsetof(struct top_list, link);
  free(u);
  return 0;
}
