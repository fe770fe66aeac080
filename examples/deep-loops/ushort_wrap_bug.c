// An unsigned short stepped by 3 until it wraps to 0; the error needs c = 11072 at the start (40000 iterations). FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned short c = __VERIFIER_nondet_ushort();
  unsigned int k = 0;
  while (c != 0) {
    c += 3;
    k++;
  }
  if (k == 40000)
    reach_error();
  return 0;
}
