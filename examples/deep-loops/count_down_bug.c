// Counts an input n down to 0, s += 3 each time; the error needs n = 10^9. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = n, s = 0;
  while (i > 0) {
    i--;
    s += 3;
  }
  if (s == 3000000000u)
    reach_error();
  return 0;
}
