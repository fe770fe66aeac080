// p accumulates a, b times: p == a*b (mod 2^32); the error needs a*b == 2^32 - 5 with a = 3, b = 2863311529. FALSE.
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
  if (a > 1 && a < 10 && p == 0xfffffffbu)
    reach_error();
  return 0;
}
