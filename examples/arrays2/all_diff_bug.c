/* Cells set to their index (the last one by a separate statement), all pairs distinct (nested loops); the last cell is left at 0, equal to the first. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "all_diff_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 1000
int a[N];
int main(void) {
  int i, j;
  for (i = 0; i < N - 1; i++) a[i] = i;
  /* the last cell keeps its initial value */
  for (i = 0; i < N; i++)
    for (j = i + 1; j < N; j++)
      __VERIFIER_assert(a[i] != a[j]);
  return 0;
}
