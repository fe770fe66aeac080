extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "loopset3.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern short __VERIFIER_nondet_short(void);
extern unsigned short __VERIFIER_nondet_ushort(void);
extern char __VERIFIER_nondet_char(void);
extern long long __VERIFIER_nondet_longlong(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* t itself is not counted. */
int main(void) {
  int n = __VERIFIER_nondet_int(), t = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= 100000 && t >= 0 && t <= n);
  int i = n, c = 0;
  do {
    if (i < t) c++;
    i--;
  } while (i >= 0);
  __VERIFIER_assert(c == t + 1);
  return 0;
}
