// As phases_n_bug.c, but x is never the even 0x10000004 (past 0x0fffffff it is odd). TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  unsigned int x = 0;
  while (x < n) {
    if (x < 0x0fffffff)
      x++;
    else
      x += 2;
  }
  if (x == 0x10000004u)
    reach_error();
  return 0;
}
