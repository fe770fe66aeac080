/* A copy of an input array whose negative cells are set to 0: each cell nonnegative and at least the original. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "compare_modified.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int b[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = a[i]; }
  for (i = 0; i < N; i++)
    if (b[i] < 0) b[i] = 0;
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(b[i] >= a[i]);
    __VERIFIER_assert(b[i] >= 0);
  }
  return 0;
}
