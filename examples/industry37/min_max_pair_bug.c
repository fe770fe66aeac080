/* lo[i] and hi[i] are the smaller and larger of two input cells, written in one loop; lo[k] <= hi[k], each one of the two cells; the bug: the pair loop stops one cell short (lo and hi of the last cell stay 0, neither input). Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "min_max_pair_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int b[N];
int lo[N];
int hi[N];
int main(void) {
  int i, k;
  for (i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    b[i] = __VERIFIER_nondet_int();
  }
  for (i = 0; i < N - 1; i++) {
    if (a[i] < b[i]) { lo[i] = a[i]; hi[i] = b[i]; }
    else { lo[i] = b[i]; hi[i] = a[i]; }
  }
  for (k = 0; k < N; k++) {
    __VERIFIER_assert(lo[k] <= hi[k]);
    __VERIFIER_assert(lo[k] == a[k] || lo[k] == b[k]);
    __VERIFIER_assert(hi[k] == a[k] || hi[k] == b[k]);
  }
  return 0;
}
