// A copy shifted by an offset the loop does not write, in do … while
// loops (the condition at the bottom): b[k + off] == a[k] over the
// cells copied, the sweep [0, n - off) from the exit condition, and the
// strict exit condition z < n - off at the head.
extern void __VERIFIER_error(void);
extern int __VERIFIER_nondet_int(void);
#define CHECK(c) do { if (!(c)) __VERIFIER_error(); } while (0)
int a[100], b[100];
int main() {
  int x, off, z;
  x = 0;
  do { a[x] = __VERIFIER_nondet_int(); x++; } while (x < 100);
  off = __VERIFIER_nondet_int();
  if (off < 0 || off >= 100) return 0;
  x = 0;
  do { b[x + off] = a[x]; x++; } while (x < 100 - off);
  z = 0;
  do { CHECK(b[z + off] == a[z]); z++; } while (z < 100 - off);
  return 0;
}
