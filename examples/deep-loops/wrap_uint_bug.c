// Counts x from 1 until it wraps to 0: 2^32 - 1 iterations. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int x = 1, k = 0;
  while (x != 0) {
    x++;
    k++;
  }
  if (k == 0xffffffffu)
    reach_error();
  return 0;
}
