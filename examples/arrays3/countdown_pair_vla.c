/* Two VLAs of input length N: a[i] = i counting up, b cleared, then b[i] = a[i] + 1 counting down; b[i] == a[i] + 1 for every i (the bug: the countdown stops before cell 0). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "countdown_pair_vla.c", 3, "reach_error"); }
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
  int b[N];
  int i;
  for (i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  for (i = N - 1; i >= 0; i--) b[i] = a[i] + 1;
  for (i = 0; i < N; i++) __VERIFIER_assert(b[i] == a[i] + 1);
  return 0;
}
