extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern void __VERIFIER_assume(int);
int main(void) {
  int x = __VERIFIER_nondet_int();
  unsigned y = __VERIFIER_nondet_uint();
  char c = __VERIFIER_nondet_char();     /* undeclared: type from the suffix */
  _Bool b = __VERIFIER_nondet_bool();
  long l = __VERIFIER_nondet_int();      /* converted */
  __VERIFIER_assume(x > 0 && y < 10);
  x = x + __VERIFIER_nondet_short();
  return x + c + b + (int)l;
}
