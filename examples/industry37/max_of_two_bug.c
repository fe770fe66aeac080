/* c[i] is the larger of a[i] and b[i] (input arrays); every cell of c is at least both; the bug: the else branch takes a[i] when b[i] is larger. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "max_of_two_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int b[N];
int c[N];
int main(void) {
  int i, k;
  for (i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    b[i] = __VERIFIER_nondet_int();
  }
  for (i = 0; i < N; i++) {
    if (a[i] > b[i]) c[i] = a[i];
    else c[i] = a[i];
  }
  for (k = 0; k < N; k++) {
    __VERIFIER_assert(c[k] >= a[k]);
    __VERIFIER_assert(c[k] >= b[k]);
  }
  return 0;
}
