extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "bounded.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  long long s = 0;
  int i;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); __VERIFIER_assume(a[i] >= 0 && a[i] <= 10); }
  for (i = 0; i < N; i++) s += a[i];
  __VERIFIER_assert(s <= 10LL * N);
  return 0;
}
