extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "sentinel.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  int marker = __VERIFIER_nondet_int();
  int pos = __VERIFIER_nondet_int();
  if (pos < 0 || pos >= N) return 0;
  int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  a[pos] = marker;
  i = 0;
  while (a[i] != marker) i++;
  __VERIFIER_assert(i <= pos);
  return 0;
}
