/* Input cells split by sign into two global arrays at moving indices; the parts' sizes add up to N. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "partition.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N], pos[N], neg[N];
int main(void) {
  int i, p = 0, q = 0;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) {
    if (a[i] >= 0) pos[p++] = a[i];
    else neg[q++] = a[i];
  }
  __VERIFIER_assert(p + q == N);
  return 0;
}
