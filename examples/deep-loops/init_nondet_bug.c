// A signed counter from a nondet start, by 16 up to near INT_MAX; the error needs x = 0x0ffffff3 at the start. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0)
    return 0;
  int c = 0;
  while (x < 0x7ffffff0) {
    x += 16;
    c++;
  }
  if (c == 0x7000000 && x == 0x7ffffff3)
    reach_error();
  return 0;
}
