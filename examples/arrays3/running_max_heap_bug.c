/* The running maximum of input values stored in a heap array of input length N; the array never decreases (the bug: the else branch stores the input minus 1). */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "running_max_heap_bug.c", 3, "reach_error"); }
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
  int i;
  a[0] = __VERIFIER_nondet_int();
  for (i = 1; i < N; i++) {
    int x = __VERIFIER_nondet_int();
    assume_abort_if_not(x > -1000000 && x < 1000000);
    if (x > a[i - 1]) a[i] = x;
    else a[i] = x - 1;
  }
  for (i = 1; i < N; i++) __VERIFIER_assert(a[i - 1] <= a[i]);
  return 0;
}
