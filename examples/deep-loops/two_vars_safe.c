// x += 2, y += 3 per iteration: 3x == 2y (modulo 2^32) at the end. TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int x = 0, y = 0, i = 0;
  while (i < n) {
    x += 2;
    y += 3;
    i++;
  }
  if (3 * x != 2 * y)
    reach_error();
  return 0;
}
