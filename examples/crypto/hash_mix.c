// A string hash mixing step in unsigned arithmetic: wrap-around is
// defined, so no signed overflow (no-overflow property). Expected: TRUE.
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned int h = 5381;
  for (int i = 0; i < 8; i++)
    h = h * 33u + __VERIFIER_nondet_uchar();
  return (int)(h & 0x7fffffff);
}
