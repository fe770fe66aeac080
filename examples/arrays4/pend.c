/* A walking pointer fills a local array up to an end pointer a + n (n from input); each cell checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "pend.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int main(void) {
  int a[N];
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n > 0 && n <= N);
  int *p = a, *end = a + n;
  while (p != end) { *p = 3; p++; }
  int i;
  for (i = 0; i < n; i++) __VERIFIER_assert(a[i] == 3);
  return 0;
}
