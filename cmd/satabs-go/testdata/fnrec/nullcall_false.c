// A call through a pointer that may be NULL: valid-deref under memory safety.
extern int __VERIFIER_nondet_int(void);
int inc(int x) { return x + 1; }
int main(void) {
  int (*fp)(int) = 0;
  if (__VERIFIER_nondet_int())
    fp = inc;
  return fp(1);
}
