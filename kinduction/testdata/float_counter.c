/* A float counter beside an int one, stepped by the same number: f == (float)i
   holds while every step is exact (below 2^24), and with it (int)f == i. A
   double counting down the same way, and a float stepping by a quarter
   beside an int stepping by one: t == (float)k * 0.25f. */
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int main(void) {
  float f = 0.0f;
  unsigned i = 0;
  while (i < 4000000u && __VERIFIER_nondet_int()) {
    if ((unsigned)f != i)
      reach_error();
    i += 2;
    f = f + 2.0f;
  }
  double d = 1000000.0;
  int n = 1000000;
  while (n > 0) {
    if ((int)d != n)
      reach_error();
    n = n - 1;
    d -= 1.0;
  }
  float t = 0.0f;
  int k = 0;
  while (k < 100000) {
    if ((int)(t * 4.0f) != k)
      reach_error();
    k++;
    t += 0.25f;
  }
  return 0;
}
