extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "partsum.c", 3, "reach_error"); }
extern unsigned char __VERIFIER_nondet_uchar(void);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
unsigned char v[N];
unsigned int ps[N + 1];
int main(void) {
  int i;
  for (i = 0; i < N; i++) v[i] = __VERIFIER_nondet_uchar();
  ps[0] = 0;
  for (i = 0; i < N; i++) ps[i + 1] = ps[i] + v[i] - (i == N - 1);
  for (i = 0; i < N; i++) __VERIFIER_assert(ps[i + 1] >= ps[i]);
  return 0;
}
