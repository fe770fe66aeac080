extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int bufsize = __VERIFIER_nondet_int();
  int len = __VERIFIER_nondet_int();
  assume_abort_if_not(bufsize >= 0 && len >= 0);
  int bufsize0 = bufsize;
  int i = 0;
  while (i < len && bufsize > 1) {
    bufsize--;
    i++;
  }
  __VERIFIER_assert(bufsize0 - bufsize == i);
  __VERIFIER_assert(i <= bufsize0);
  return 0;
}
