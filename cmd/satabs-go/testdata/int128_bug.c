// A 128-bit input above 2^100 reaches the error (LP64 only: gcc -m32 has
// no __int128).
extern __int128 __VERIFIER_nondet_int128(void);
extern void reach_error(void);

int main(void) {
  __int128 x = __VERIFIER_nondet_int128();
  if (x > ((__int128)1 << 100) && x % 3 == 2)
    reach_error();
  return 0;
}
