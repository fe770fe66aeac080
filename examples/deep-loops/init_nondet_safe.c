// A signed counter from a nondet start, by 16: x - x0 is a multiple of 16 at the end. TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    return 0;
  int x0 = x;
  while (x < 0x7ffffff0)
    x += 16;
  if ((x - x0) % 16 != 0)
    reach_error();
  return 0;
}
