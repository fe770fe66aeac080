extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int a[N];
int main(void) {
  int x = __VERIFIER_nondet_int(), cnt = 0, i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  for (i = 0; i < N; i++) if (a[i] == x) cnt++;
  __VERIFIER_assert(cnt <= N);
  return 0;
}
