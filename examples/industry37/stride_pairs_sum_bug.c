/* Pairs: a[2*i] = i and a[2*i + 1] = -i in one loop over a local array; a second loop reads the pairs, whose sums are 0; the bug: the write of the odd cell uses 1 - i, wrong from the first pair on. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "stride_pairs_sum_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define M 50000
int main(void) {
  int a[2 * M];
  int i;
  for (i = 0; i < M; i++) {
    a[2 * i] = i;
    a[2 * i + 1] = 1 - i;
  }
  for (i = 0; i < M; i++) __VERIFIER_assert(a[2 * i] + a[2 * i + 1] == 0);
  return 0;
}
