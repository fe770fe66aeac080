/* The minimum of a VLA of input length, unsigned indices; every cell at least the minimum; the search stops one cell short. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "min_vla_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
int main(void) {
  unsigned int n = __VERIFIER_nondet_uint();
  assume_abort_if_not(n > 0 && n <= 10000);
  int a[n];
  unsigned int i;
  for (i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();
  int min = a[0];
  for (i = 1; i < n - 1; i++)
    if (a[i] < min) min = a[i];
  for (i = 0; i < n; i++) __VERIFIER_assert(min <= a[i]);
  return 0;
}
