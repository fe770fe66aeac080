extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int z = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(z >= 2 && z <= 8);
  __VERIFIER_assume(k >= 1 && k <= 9);
  int x = 1, y = z, c = 1;
  while (c < k) {
    x = x + y;
    y = y * z;
    c = c + 1;
  }
  __VERIFIER_assert(x * (z - 1) == y - 1);
  return 0;
}
