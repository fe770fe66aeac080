extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n <= N);
  int i;
  for (i = 0; i < n - 1; i++) a[i] = 0;
  for (i = 0; i < n; i++) __VERIFIER_assert(a[i] == 0);
  return 0;
}
