// Nested counters with input bounds: t == N*M; the error needs N = M = 0xffff. FALSE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int N = __VERIFIER_nondet_uint(), M = __VERIFIER_nondet_uint();
  __VERIFIER_assume(N <= 0x10000 && M <= 0x10000);
  unsigned int i = 0, t = 0;
  while (i < N) {
    unsigned int j = 0;
    while (j < M) {
      j++;
      t++;
    }
    i++;
  }
  if (t == 0xfffe0001u)
    reach_error();
  return 0;
}
