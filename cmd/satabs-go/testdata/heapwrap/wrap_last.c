/* ILP32: as wrap_small_false.c, but the program writes a[n / 2], beyond
   the 4 bytes a wrapped request of n = 2^30 + 1 gets: undefined, so no
   run reaches the error under unreach-call, and a valid-deref violation
   under memory safety (gcc -m32 -fsanitize=address stops there for that
   n). */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void *malloc(unsigned int size);
void free(void *p);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  if (n == 0)
    return 0;
  int *a = malloc(sizeof(int) * n);
  a[n / 2] = 7;
  if (n > 0x40000000u && a[n / 2] == 7)
    reach_error();
  free(a);
  return 0;
}
