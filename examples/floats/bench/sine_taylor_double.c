/* Taylor polynomial of sin to degree 7 on (-pi/2, pi/2) in double: the
   result stays within [-1.0, 1.0]. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x > -1.5707963 && x < 1.5707963);
  double r = x - (x * x * x) / 6.0 + (x * x * x * x * x) / 120.0 -
             (x * x * x * x * x * x * x) / 5040.0;
  if (!(r <= 1.0 && r >= -1.0))
    reach_error();
  return 0;
}
