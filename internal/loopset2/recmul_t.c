extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Multiplication by repeated addition, the loop written as a recursive
   function over pointer parameters. */
void loop_1(int *a, int *b, int *c, int *z) {
  if (*c < *b) {
    *z = *z + *a;
    *c = *c + 1;
    loop_1(a, b, c, z);
  }
}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  assume_abort_if_not(a >= -1000 && a <= 1000);
  assume_abort_if_not(b >= 0 && b <= 1000);
  int c = 0, z = 0;
  loop_1(&a, &b, &c, &z);
  __VERIFIER_assert(z == a * b);
  return 0;
}
