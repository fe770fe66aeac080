/* A byte of a pointer written through an unsigned char pointer. The typed
   memory model has no bytes for a pointer: the store was dropped, a wrong
   TRUE. gcc -m32 (nondet = 1): reach_error is reached (g's address does
   not end in a zero byte). Now UNKNOWN. */
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int g;
int main(void) {
  int *p = &g;
  unsigned char *c = (unsigned char *)&p;
  if (__VERIFIER_nondet_int()) c[0] = 0;
  if (p != &g) reach_error();
  return 0;
}
