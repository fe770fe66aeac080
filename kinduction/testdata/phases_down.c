extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
/* Two phases counting down: by 8 from an aligned start above 2^31, by 2
   below it; each phase ends exactly at the next one's threshold, so the
   loop stops at 0x100 exactly. Needs the congruences of each phase past
   its threshold. */
int main() {
  unsigned int x = __VERIFIER_nondet_uint();
  __VERIFIER_assume(x >= 0xfff00000u && (x & 7u) == 0);
  while (x > 0x100u) {
    if (x > 0x80000000u)
      x -= 8;
    else
      x -= 2;
  }
  __VERIFIER_assert(x == 0x100u);
  return 0;
}
