// A left shift of a promoted byte into the sign bit is a signed overflow
// under SV-COMP's no-overflow property (sv-benchmarks labels such tasks
// false-no-overflow).
extern unsigned char __VERIFIER_nondet_uchar(void);
int main(void) {
  unsigned char r3 = __VERIFIER_nondet_uchar();
  unsigned char c = __VERIFIER_nondet_uchar();
  int a = c << 1U;          // fits: at most 510
  int x = (r3 << 24U) | a;  // overflows when r3 > 127
  return x;
}
