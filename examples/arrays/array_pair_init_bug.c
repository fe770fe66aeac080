/* Two arrays initialised from the index in one loop, then a check of their sum and a lower bound; the bound fails in the last cell. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "array_pair_init_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N 100000
int a[N], b[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) {
    a[i] = i;
    b[i] = N - i;
  }
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] + b[i] == N && b[i] > 1);
  return 0;
}
