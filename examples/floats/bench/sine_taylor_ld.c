/* Taylor polynomial of sin to degree 5 on [-0.5, 0.5] in long double: the
   result stays within [-0.5L, 0.5L]. */
extern long double __VERIFIER_nondet_long_double(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  long double x = __VERIFIER_nondet_long_double();
  __VERIFIER_assume(x >= -0.5L && x <= 0.5L);
  long double r = x - x * x * x / 6.0L + x * x * x * x * x / 120.0L;
  if (r > 0.5L || r < -0.5L)
    reach_error();
  return 0;
}
