/* The largest and second largest of input cells in one pass; every cell is at most the largest, and the second at most the largest. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "second_largest.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i, largest, second, t;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  largest = a[0]; second = a[1];
  if (largest < second) { t = largest; largest = second; second = t; }
  for (i = 2; i < N; i++) {
    if (a[i] > largest) { second = largest; largest = a[i]; }
    else if (a[i] > second) second = a[i];
  }
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] <= largest);
  __VERIFIER_assert(second <= largest);
  return 0;
}
