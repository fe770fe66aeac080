extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "t.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: {reach_error(); abort();} } }
#define N 100000
struct pt { int x; int y; };
struct pt s[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) { s[i].x = i; s[i].y = 2 * i + (i == N - 1); }
  for (i = 0; i < N; i++) __VERIFIER_assert(s[i].y == 2 * s[i].x);
  return 0;
}
