/* Input cells copied into b when positive, a shadow flag set for each copy and counted; the count equals the number of positive cells of a, and every flagged cell of b equals a's; the bug: the copy loop skips the last cell but the count check runs to the end. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "shadow_count_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int b[N];
int f[N];
int main(void) {
  int i, c = 0, d = 0;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N - 1; i++)
    if (a[i] > 0) { b[i] = a[i]; f[i] = 1; c++; }
  for (i = 0; i < N; i++) {
    if (f[i]) __VERIFIER_assert(b[i] == a[i]);
    if (a[i] > 0) d++;
  }
  __VERIFIER_assert(c == d);
  return 0;
}
