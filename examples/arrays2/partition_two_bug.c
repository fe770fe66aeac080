/* The cells of an input array split by sign into two arrays at moving indices; the parts have the right signs and sizes; zero goes to the negative part. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "partition_two_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int pos[N];
int neg[N];
int main(void) {
  int i, p = 0, q = 0;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) {
    if (a[i] > 0) pos[p++] = a[i];
    else neg[q++] = a[i];
  }
  __VERIFIER_assert(p + q == N);
  for (i = 0; i < p; i++) __VERIFIER_assert(pos[i] >= 0);
  for (i = 0; i < q; i++) __VERIFIER_assert(neg[i] < 0);
  return 0;
}
