/* Taylor polynomial of sqrt(1 + x) to degree 4 on [0, 1) in double: the
   result lies in [1, 1.398). */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 0.0 && x < 1.0);
  double r = 1.0 + 0.5 * x - 0.125 * x * x + 0.0625 * x * x * x -
             0.0390625 * x * x * x * x;
  if (!(r >= 1.0 && r < 1.398))
    reach_error();
  return 0;
}
