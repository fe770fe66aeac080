/* ILP32: a request of more than PTRDIFF_MAX bytes fails whenever it is
   made, whether malloc may fail or not: a is never a pointer for such an
   n (gcc -m32 with n = 2^29 + 1: a is NULL). */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void *malloc(unsigned int size);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  int *a = malloc(sizeof(int) * n);
  if (n > 0x20000000u && n < 0x40000000u && a != 0)
    reach_error();
  return 0;
}
