/* Without the bound, float's 24-bit significand loses low bits. */
extern void reach_error(void);
extern void __VERIFIER_assume(int);
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i > -1000000000 && i < 1000000000);
  float f = i;
  if ((int)f != i) reach_error();
  return 0;
}
