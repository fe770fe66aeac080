extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  int i = 0;
  do { a[i] = i % 3; i++; } while (i < N);
  for (i = 0; i < N; i++) __VERIFIER_assert(a[i] == 0 || a[i] == 1);
  return 0;
}
