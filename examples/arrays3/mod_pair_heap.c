/* Two heap arrays of input length N: a[i] = i % 4, b[i] = 3 - a[i]; each b[i] lies in [0, 3] and a[i] + b[i] == 3 (the bug: a[i] = i % 5 makes b[i] = -1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "mod_pair_heap.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *malloc(size_t);
int main(void) {
  int N = __VERIFIER_nondet_int();
  if (N <= 0) return 1;
  assume_abort_if_not(N <= 2147483647 / sizeof(int));
  int *a = malloc(sizeof(int) * N);
  int *b = malloc(sizeof(int) * N);
  int i;
  for (i = 0; i < N; i++) a[i] = i % 4;
  for (i = 0; i < N; i++) b[i] = 3 - a[i];
  for (i = 0; i < N; i++) __VERIFIER_assert(b[i] >= 0 && b[i] <= 3 && a[i] + b[i] == 3);
  return 0;
}
