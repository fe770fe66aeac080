// p accumulates a, b times: p == a*i (mod 2^32) at the end. TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int a = __VERIFIER_nondet_uint(), b = __VERIFIER_nondet_uint();
  unsigned int p = 0, i = 0;
  while (i < b) {
    p += a;
    i++;
  }
  if (p != a * i)
    reach_error();
  return 0;
}
