/* Written for satabs-go's tests, in the style of array-fpi: expected FALSE. CAP bounds n (default 60000). */
#ifndef CAP
#define CAP 60000
#endif
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "count_match_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
#define N CAP
int a[N];
int main(void) {
  int cnt = 0;
  int i;
  for (i = 0; i < N; i++) a[i] = 5;
  a[N / 2] = 4;
  for (i = 0; i < N; i++) {
    if (a[i] == 5) cnt = cnt + 1;
  }
  __VERIFIER_assert(cnt == N);
  return 0;
}
