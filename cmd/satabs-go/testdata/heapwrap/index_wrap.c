/* ILP32: i in [2^30, 2^30 + 10) makes a + i leave the 40-byte object
   (undefined), though 4 * i wraps around to the address of a[i - 2^30]:
   a valid-deref violation, and no run reaches the error without
   undefined behaviour (gcc -m32 -fsanitize=address writes a[0] for
   i = 2^30 unnoticed: only C's rule sees it). */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void *malloc(unsigned int size);
void free(void *p);

int main(void) {
  unsigned int i = __VERIFIER_nondet_uint();
  if (i < 0x40000000u || i >= 0x4000000au)
    return 0;
  int *a = malloc(40);
  a[i] = 1;
  reach_error();
  free(a);
  return 0;
}
