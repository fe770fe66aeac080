/* A shadow array w records which cells of a were written (a[i] = 3*i under a nondeterministic condition); every recorded cell holds 3*k; the bug: the shadow cell is set whether or not the cell was written. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "shadow_written_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int w[N];
int main(void) {
  int i, k;
  for (i = 0; i < N; i++) {
    if (__VERIFIER_nondet_int() > 0) {
      a[i] = 3 * i;
    }
    w[i] = 1;
  }
  for (k = 0; k < N; k++)
    if (w[k]) __VERIFIER_assert(a[k] == 3 * k);
  return 0;
}
