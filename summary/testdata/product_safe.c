extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
/* times(a, b) adds a, b times: a * b for b >= 0 (modulo 2^32 where it
   wraps), a * -b for b < 0; times(x, y) == times(y, x) for x, y >= 0. */
int times(int a, int b) {
  if (b < 0) {
    return times(a, -b);
  }
  if (b == 0) {
    return 0;
  }
  return times(a, b - 1) + a;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x < 0 || x > 30000) {
    return 0;
  }
  int y = __VERIFIER_nondet_int();
  if (y < 0 || y > 30000) {
    return 0;
  }
  if (times(x, y) != times(y, x)) {
    reach_error();
  }
  return 0;
}
