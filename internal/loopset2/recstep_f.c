extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* A stride of a variable, the loop written as a recursive function over
   pointer parameters. */
void loop_1(int *i, int *k, int *n) {
  if (*i < *n) {
    *i = *i + *k;
    loop_1(i, k, n);
  }
}
int main(void) {
  int k = __VERIFIER_nondet_int();
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(k >= 1 && k <= 64);
  assume_abort_if_not(n >= 0 && n <= 4096);
  int i = 1;
  loop_1(&i, &k, &n);
  __VERIFIER_assert(i % k == 0);
  __VERIFIER_assert(i < n + k);
  return 0;
}
