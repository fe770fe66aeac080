// FALSE: the sum wraps for large operands.
void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
int main(void) {
  unsigned a = __VERIFIER_nondet_uint(), r;
  if (__builtin_uadd_overflow(a, 16u, &r))
    reach_error();
  return 0;
}
