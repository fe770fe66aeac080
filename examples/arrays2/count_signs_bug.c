/* Input cells counted as positive, negative or zero; the three counts add up to the length. Expected FALSE: zero cells are not counted. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "count_signs_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i, pos = 0, neg = 0, zero = 0;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) {
    if (a[i] > 0) pos++;
    else if (a[i] < 0) neg++;
    else zero = zero + 0;
  }
  __VERIFIER_assert(pos + neg + zero == N);
  return 0;
}
