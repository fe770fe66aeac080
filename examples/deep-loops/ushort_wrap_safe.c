// An unsigned short stepped by 3 until it is 0: c0 + 3k == 0 (modulo 2^16) at the end. TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned short c = __VERIFIER_nondet_ushort();
  unsigned short c0 = c;
  unsigned int k = 0;
  while (c != 0) {
    c += 3;
    k++;
  }
  if ((unsigned short)(c0 + 3 * k) != 0)
    reach_error();
  return 0;
}
