/* Pointer casts between types of the same bits, and a retyping that the
   typed model cannot follow (an int read through a short pointer). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
struct pair { int a; int b; };
int main(void) {
	int x = __VERIFIER_nondet_int();
	unsigned *u = (unsigned *)&x;      /* same bits: safe */
	struct pair pr = { 1, 2 };
	int *pb = &pr.b;
	int *pa = (int *)&pr;              /* the first member */
	short *s = (short *)&pr.a;         /* another type's bytes */
	*u = *u + 1u;
	if (*pa + *pb != 3)
		reach_error();
	if (x == 0 && *s != 0)
		reach_error();
	return 0;
}
