/* The minimum of input values in a VLA of input length N: no cell is smaller and some cell holds it (the bug: the minimum starts at 0 instead of a[0]). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "min_vla.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *malloc(size_t);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  assume_abort_if_not(N <= 2147483647 / sizeof(int));
  int a[N];
  int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  int min = a[0];
  for (i = 0; i < N; i++)
    if (a[i] < min) min = a[i];
  int found = 0;
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(min <= a[i]);
    if (a[i] == min) found = 1;
  }
  __VERIFIER_assert(found);
  return 0;
}
