/* Every int i in [0, 2^24 + 4] survives the round trip through float, and the
   float counter stays equal to the int one. */
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  float f = 0.0f;
  int i = 0;
  while (i < 16777220 && __VERIFIER_nondet_int()) {
    if ((int)(float)i != i || (int)f != i)
      reach_error();
    i++;
    f += 1.0f;
  }
  return 0;
}
