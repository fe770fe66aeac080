// Three phases (steps 1, 2, 4) from a nondet start below 1000: y == 0x64000000 - x0; the error needs x0 = 777. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x < 1000);
  unsigned int y = 0;
  while (x < 0xf0000000u) {
    if (x < 0x10000000u)
      x += 1;
    else if (x < 0x80000000u)
      x += 2;
    else
      x += 4;
    y++;
  }
  if (y == 0x63fffcf7u)
    reach_error();
  return 0;
}
