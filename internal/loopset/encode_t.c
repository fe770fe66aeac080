extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  int buflen = __VERIFIER_nondet_int();
  int len = __VERIFIER_nondet_int();
  assume_abort_if_not(buflen > 2 && buflen < 100000 && len >= 0 && len < 100000);
  int room = buflen - 2;
  int room0 = room;
  int p = 0;
  while (p < len && room > 1) {
    p = p + 1;
    room = room - 2;
  }
  __VERIFIER_assert(room0 - room == 2 * p);
  __VERIFIER_assert(room >= 0);
  return 0;
}
