extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  unsigned char c = 250;
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    c += 2;
    n++;
  }
  __VERIFIER_assert(c % 2 == 0);
  return 0;
}
