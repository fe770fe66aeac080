extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
int main(void) {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int u = a, v = 0, w = 1;
  while (u != 0) {
    v = v + (u & 3) * w;
    u = u >> 2;
    w = w * 4;
    __VERIFIER_assert(v + u * w == a);
  }
  __VERIFIER_assert(v == a);
  return 0;
}
