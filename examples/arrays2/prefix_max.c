/* Running maxima of an input array; each is at least its cell and at least the one before. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "prefix_max.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int m[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  m[0] = a[0];
  for (i = 1; i < N; i++) m[i] = m[i - 1] > a[i] ? m[i - 1] : a[i];
  for (i = 1; i < N; i++) {
    __VERIFIER_assert(m[i] >= a[i]);
    __VERIFIER_assert(m[i] >= m[i - 1]);
  }
  return 0;
}
