extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  int x = 0;
  unsigned y = 8;
  while (__VERIFIER_nondet_int()) {
    x += 4;
    y += 12;
  }
  __VERIFIER_assert(x % 4 == 0);
  return 0;
}
