extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  int i = -10;
  unsigned u = 5;
  while (i < 100) {
    i++;
    if (u < 1000) u += 5;
  }
  __VERIFIER_assert(i == 100 && u <= 1000);
  return 0;
}
