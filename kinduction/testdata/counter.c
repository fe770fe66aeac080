void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  int i;
  for (i = 0; i < 1000000; i++) {
  }
  __VERIFIER_assert(i == 1000000);
  return 0;
}
