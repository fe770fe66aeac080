// The only path to the error goes through a signed overflow: x doubles
// until it wraps to INT_MIN, which C leaves undefined. SV-COMP's
// unreach-call tasks assume no undefined behaviour, so under that property
// (--undefined=cut, its default) the program is safe; with
// --undefined=report (the default without a property file) the
// counterexample wraps and says so at the multiplication.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int main(void) {
  int x = 1, y = 1;
  while (__VERIFIER_nondet_int()) {
    x = x * 2;
    if (x <= 0)
      y = 0;
  }
  if (y < 1)
    reach_error();
  return 0;
}
