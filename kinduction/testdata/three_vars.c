extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
int main() {
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i <= 1000000);
  int x = i, y = 0, z = 0;
  while (x != 0) {
    x--;
    y += 2;
    z++;
  }
  __VERIFIER_assert(y == 2 * z && z == i);
  return 0;
}
