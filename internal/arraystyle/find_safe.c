extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "find.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
int main(void) {
  int a[N];
  int e = __VERIFIER_nondet_int();
  int i;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  i = 0;
  while (i < N && a[i] != e) i++;
  int x;
  for (x = 0; x < i; x++) __VERIFIER_assert(a[x] != e);
  return 0;
}
