extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  __VERIFIER_assume(a >= -1000 && a <= 1000);
  __VERIFIER_assume(b >= -1000 && b <= 1000);
  int x = 0, y = 0, i = 0, j = 0, t = 0;
  while (i < a) {
    i++;
    x++;
  }
  while (j < b) {
    j++;
    y = y + 2;
  }
  while (x + y > 0) {
    if (x > 0) {
      x--;
    } else {
      y--;
    }
    t++;
  }
  __VERIFIER_assert(t == i + 2 * j);
  return 0;
}
