/* Unions: an int and a float share bits; a union holding a pointer
   turns the analysis off (pointers get addresses). */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
union num { int i; float f; };
struct box { int kind; union num n; };
int main(void) {
	struct box b;
	struct box *pb = &b;
	int *pi = &b.n.i;
	b.kind = 1;
	pb->n.i = __VERIFIER_nondet_int();
	if (*pi != b.n.i)
		reach_error();
	return 0;
}
