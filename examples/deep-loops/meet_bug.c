// i counts up and j down from an input n until they meet (n even); the error needs n = 0x2468acf0. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int i = 0, j = n;
  while (i != j) {
    i++;
    j--;
  }
  if (i == 0x12345678u)
    reach_error();
  return 0;
}
