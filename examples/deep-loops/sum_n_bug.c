// s grows by 2 per iteration up to an input n; the error needs n = 10^9. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, s = 0;
  while (i < n) {
    i++;
    s += 2;
  }
  if (s == 2000000000u)
    reach_error();
  return 0;
}
