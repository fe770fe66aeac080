// Signed phases from a negative start: by 3 up to 0, then by 8 from exactly 0 (the start is a multiple of 3), so x lands on 0x7ffffff8. TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > -3000000 && x <= 0 && x % 3 == 0);
  while (x < 0x7ffffff8) {
    if (x < 0)
      x += 3;
    else
      x += 8;
  }
  if (x != 0x7ffffff8)
    reach_error();
  return 0;
}
