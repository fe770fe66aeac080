/* Linux-style lists: container_of by offsetof and char arithmetic. */
#include <stddef.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct list_head { struct list_head *next, *prev; };
struct item { int key; struct list_head node; int val; };
#define container_of(p, T, m) ((T *)((char *)(p) - offsetof(T, m)))
static struct list_head head;
static struct item items[3];
static void add(struct list_head *n) {
	n->next = head.next; n->prev = &head;
	head.next->prev = n; head.next = n;
}
int main(void) {
	int i, sum = 0;
	struct list_head *p;
	head.next = head.prev = &head;
	for (i = 0; i < 3; i++) {
		items[i].key = i;
		items[i].val = __VERIFIER_nondet_int() & 7;
		add(&items[i].node);
	}
	for (p = head.next; p != &head; p = p->next) {
		struct item *it = container_of(p, struct item, node);
		sum += it->key;
	}
	if (sum != 3)
		reach_error();
	return 0;
}
