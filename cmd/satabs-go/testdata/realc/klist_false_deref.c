// A Linux-style intrusive list library: list_head embedded in items,
// container_of to get back to the item, add at head and tail, delete,
// iteration, a sort-by-insertion with a comparator callback, and every
// item freed at the end. Expected: FALSE(valid-deref): the items are
// freed before they are unlinked, so list_del reads a freed item.
#include <stddef.h>
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
struct list_head { struct list_head *next, *prev; };
#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
static void list_init(struct list_head *h) { h->next = h; h->prev = h; }
static void list_insert(struct list_head *n, struct list_head *prev, struct list_head *next) {
  next->prev = n; n->next = next; n->prev = prev; prev->next = n;
}
static void list_add_tail(struct list_head *n, struct list_head *h) { list_insert(n, h->prev, h); }
static void list_del(struct list_head *e) {
  e->prev->next = e->next; e->next->prev = e->prev;
  e->next = e->prev = 0;
}
struct item { int key; struct list_head link; };
typedef int (*less_fn)(const struct item *, const struct item *);
static int by_key(const struct item *a, const struct item *b) { return a->key < b->key; }
static void insert_sorted(struct list_head *h, struct item *it, less_fn less) {
  struct list_head *p = h->next;
  while (p != h && !less(it, container_of(p, struct item, link))) p = p->next;
  list_insert(&it->link, p->prev, p);
}
int main(void) {
  struct list_head head;
  list_init(&head);
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  for (int i = 0; i < n; i++) {
    struct item *it = malloc(sizeof *it);
    if (!it) break;
    it->key = __VERIFIER_nondet_int();
    insert_sorted(&head, it, by_key);
  }
  int count = 0;
  for (struct list_head *p = head.next; p != &head; p = p->next) {
    struct item *it = container_of(p, struct item, link);
    if (p->next != &head && container_of(p->next, struct item, link)->key < it->key) reach_error();
    count++;
  }
  if (count > n) reach_error();
  while (head.next != &head) {
    struct list_head *p = head.next;
    free(container_of(p, struct item, link));
    list_del(p);
  }
  return 0;
}
