/* As wrap_last.c with n kept below 2^29: sizeof(int) * n never wraps
   and never exceeds PTRDIFF_MAX, so a[n - 1] is in bounds: memory safe. */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void *malloc(unsigned int size);
void free(void *p);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  if (n == 0 || n >= 0x20000000u)
    return 0;
  int *a = malloc(sizeof(int) * n);
  a[n - 1] = 7;
  if (a[n - 1] != 7)
    reach_error();
  free(a);
  return 0;
}
