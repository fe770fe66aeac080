// A work queue on Linux-style intrusive lists: struct list_head embedded
// in the item, container_of to get back to it, list_add_tail, list_del
// and a "safe" iteration that frees while walking. Up to three items are
// queued, the first of a nondeterministic priority is handled and
// removed, and the rest are drained and freed.
// Expected: TRUE under unreach-call and valid-memsafety.
#include <stdlib.h>
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct list_head {
  struct list_head *next, *prev;
};

#define container_of(ptr, type, member) ((type *)((char *)(ptr) - offsetof(type, member)))
#define list_entry(ptr, type, member) container_of(ptr, type, member)

static void INIT_LIST_HEAD(struct list_head *h) { h->next = h; h->prev = h; }
static int list_empty(const struct list_head *h) { return h->next == h; }

static void __list_add(struct list_head *n, struct list_head *prev, struct list_head *next) {
  next->prev = n;
  n->next = next;
  n->prev = prev;
  prev->next = n;
}
static void list_add_tail(struct list_head *n, struct list_head *h) { __list_add(n, h->prev, h); }
static void list_del(struct list_head *e) {
  e->next->prev = e->prev;
  e->prev->next = e->next;
  e->next = 0;
  e->prev = 0;
}

struct work {
  int prio;
  int done;
  struct list_head node;
};

static int queue_len(struct list_head *q) {
  int n = 0;
  struct list_head *p;
  for (p = q->next; p != q; p = p->next)
    n++;
  return n;
}

int main(void) {
  struct list_head queue;
  struct list_head *p, *tmp;
  int i, queued = 0, want;
  INIT_LIST_HEAD(&queue);
  for (i = 0; i < 3; i++) {
    struct work *w;
    if (!__VERIFIER_nondet_int())
      break;
    w = malloc(sizeof *w);
    if (!w)
      break;
    w->prio = i;
    w->done = 0;
    list_add_tail(&w->node, &queue);
    queued++;
  }
  if (queue_len(&queue) != queued)
    reach_error();
  want = __VERIFIER_nondet_int();
  for (p = queue.next, tmp = p->next; p != &queue; p = tmp, tmp = p->next) {
    struct work *w = list_entry(p, struct work, node);
    if (w->prio == want) {
      w->done = 1;
      list_del(&w->node);
      free(w);
      queued--;
      break;
    }
  }
  if (queue_len(&queue) != queued)
    reach_error();
  for (p = queue.next, tmp = p->next; p != &queue; p = tmp, tmp = p->next) {
    struct work *w = list_entry(p, struct work, node);
    if (w->done)
      reach_error();
    list_del(p);
    free(w);
  }
  if (!list_empty(&queue))
    reach_error();
  return 0;
}
