/* ILP32: sizeof(int) * n is computed in the 32-bit size_t and wraps
   around; n = 2^30 + 1 asks malloc for 4 bytes, one int, which is then
   valid to write and read. gcc -m32 reaches the error with that n. */
extern unsigned int __VERIFIER_nondet_uint(void);
extern void reach_error(void);
void *malloc(unsigned int size);

int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  int *a = malloc(sizeof(int) * n);
  a[0] = 7;
  if (n > 0x40000000u && a[0] == 7)
    reach_error();
  return 0;
}
