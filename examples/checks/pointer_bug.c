// Pointer: p points to a local whose block has ended.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  int r = 0;
  {
    int x = __VERIFIER_nondet_int();
    p = &x;
    r = *p;
  }
  return r + *p;
}
