// Three nested counters from constants (the middle one from 5): t == L*M*N (mod 2^32) at the end. TRUE.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
int main(void) {
  unsigned int L = __VERIFIER_nondet_uint(), M = __VERIFIER_nondet_uint(), N = __VERIFIER_nondet_uint();
  __VERIFIER_assume(L <= 2000 && M <= 2000 && N <= 2000);
  unsigned int t = 0;
  for (unsigned int a = 0; a < L; a++)
    for (unsigned int b = 5; b < M + 5; b++)
      for (unsigned int c = 0; c < N; c++)
        t++;
  if (t != L * M * N)
    reach_error();
  return 0;
}
