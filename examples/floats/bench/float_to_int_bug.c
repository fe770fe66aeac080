/* A double in [0, 100] scaled by 3 and truncated to int reaches 300. */
extern double __VERIFIER_nondet_double(void);
extern float __VERIFIER_nondet_float(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void reach_error(void);
int main(void) {
  double d = __VERIFIER_nondet_double();
  __VERIFIER_assume(d >= 0.0 && d <= 100.0);
  int k = (int)(d * 3.0);
  if (!(k >= 0 && k < 300))
    reach_error();
  return 0;
}
