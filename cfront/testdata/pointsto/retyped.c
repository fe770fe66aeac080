/* The void * of voidpriv.c, one of whose tables reads the other type: the typed-access check of that read stays. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct dev;
struct ops { int (*get)(struct dev *); void (*set)(struct dev *, int); };
struct dev { const struct ops *ops; void *priv; };
struct a_priv { int level; char tag; };
struct b_priv { char name[3]; short count; long total; };
static struct a_priv adata;
static struct b_priv bdata;
static int a_get(struct dev *d) { struct a_priv *p = d->priv; return p->level; }
static void a_set(struct dev *d, int v) { struct a_priv *p = d->priv; p->level = v & 15; }
static int b_get(struct dev *d) { struct b_priv *p = d->priv; return p->count; }
static void b_set(struct dev *d, int v) { struct b_priv *p = d->priv; p->count = (short)(v & 15); p->total += p->count; }
static const struct ops a_ops = { a_get, a_set };
static const struct ops b_ops = { a_get, b_set }; /* b read as a: retyped */
static struct dev devs[2] = { { &a_ops, &adata }, { &b_ops, &bdata } };
int main(void) {
	int k = __VERIFIER_nondet_int();
	struct dev *d;
	if (k < 0 || k > 1)
		return 0;
	d = &devs[k];
	d->ops->set(d, __VERIFIER_nondet_int());
	if (d->ops->get(d) > 15)
		reach_error();
	return 0;
}
