/* ILP32: n in (2^29, 2^30) asks malloc for more than PTRDIFF_MAX bytes,
   which glibc (2.30 and later) refuses: a is NULL (gcc -m32 reaches the
   error with n = 2^29 + 1). Where malloc may fail, the error is
   reachable; where it never fails (SV-COMP's rule), no run gets past
   such a request. */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void *malloc(unsigned int size);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  int *a = malloc(sizeof(int) * n);
  if (n > 0x20000000u && n < 0x40000000u && a == 0)
    reach_error();
  return 0;
}
