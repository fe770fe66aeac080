/* Records copied with memcpy into malloc'd memory of their type and
   back, and a void * that carries two types from the heap. */
#include <stdlib.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct rec { int id; struct rec *link; };
struct other { short a, b; };
int main(void) {
	struct rec r = { __VERIFIER_nondet_int(), 0 }, back;
	struct rec *h = malloc(sizeof(struct rec));
	struct other *o = malloc(sizeof(struct other));
	void *any = __VERIFIER_nondet_int() ? (void *)h : (void *)o;
	if (!h || !o)
		return 0;
	memcpy(h, &r, sizeof r);
	memcpy(&back, h, sizeof back);
	if (back.id != r.id)
		reach_error();
	o->a = 1;
	if (any == (void *)o && ((struct other *)any)->a != 1)
		reach_error();
	free(h);
	free(o);
	return 0;
}
