// Pointer: p is null or points to a live local, and is tested before use.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  int *p = 0;
  if (x > 0)
    p = &x;
  if (p)
    return *p;
  return 0;
}
