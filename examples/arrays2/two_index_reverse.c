/* A reversed copy with two indices (one up, one down) in one while loop. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "two_index_reverse.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int b[N];
int main(void) {
  int i = 0, j = N - 1, k;
  for (k = 0; k < N; k++) a[k] = __VERIFIER_nondet_int();
  while (i < N) { b[j] = a[i]; i++; j--; }
  for (k = 0; k < N; k++) __VERIFIER_assert(b[N - 1 - k] == a[k]);
  return 0;
}
