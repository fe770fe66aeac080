/* A pointer to one cell j = N - 1 - d (d from input) written inside a loop that sets every cell to its index; at the end a[j] is -1 and every other cell its index. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "ptr_cell.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i, k;
  int d = __VERIFIER_nondet_int();
  assume_abort_if_not(d >= 0 && d < N);
  int j = N - 1 - d;
  int *p = &a[j];
  for (i = 0; i < N; i++) {
    a[i] = i;
    *p = -1;
  }
  __VERIFIER_assert(a[j] == -1);
  for (k = 0; k < N; k++)
    if (k != j) __VERIFIER_assert(a[k] == k);
  return 0;
}
