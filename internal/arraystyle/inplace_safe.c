extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int a[N], b[N];
int main(void) {
  int i, j, t;
  for (i = 0; i < N; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = a[i]; }
  i = 0; j = N - 1;
  while (i < j) { t = a[i]; a[i] = a[j]; a[j] = t; i++; j--; }
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == b[N - 1 - i]);
  return 0;
}
