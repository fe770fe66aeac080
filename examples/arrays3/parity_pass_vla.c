/* A VLA of input length N set to its index, then a pass adds 2 at even and 3 at odd indices; a[i] - i is 2 or 3 by parity (the bug: the odd check expects 4). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "parity_pass_vla.c", 3, "reach_error"); }
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
  for (i = 0; i < N; i++) a[i] = i;
  for (i = 0; i < N; i++) {
    if (i % 2 == 0) a[i] = a[i] + 2;
    else a[i] = a[i] + 3;
  }
  for (i = 0; i < N; i++) {
    if (i % 2 == 0) __VERIFIER_assert(a[i] == i + 2);
    else __VERIFIER_assert(a[i] == i + 3);
  }
  return 0;
}
