/* Arrays of structs with pointer members, indexed by inputs. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct node { int v; struct node *next; int *data; };
static struct node nodes[4];
static int store[4];
int main(void) {
	int i, n = 0;
	struct node *p;
	for (i = 0; i < 4; i++) {
		nodes[i].v = i;
		nodes[i].data = &store[i];
		nodes[i].next = i + 1 < 4 ? &nodes[i + 1] : 0;
	}
	i = __VERIFIER_nondet_int();
	if (i < 0 || i >= 4)
		return 0;
	*nodes[i].data = 5;
	for (p = &nodes[i]; p; p = p->next)
		n += *p->data;
	if (n < 5)
		reach_error();
	return 0;
}
