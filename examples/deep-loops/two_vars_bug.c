// x += 2, y += 3 per iteration; y - x == n at the end; the error needs n = 123456789. FALSE.
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
  if (y - x == 123456789u)
    reach_error();
  return 0;
}
