/* The first cell equal to an input key: no earlier cell holds it, the found one does; the check includes the found cell. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "first_occurrence_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int key = __VERIFIER_nondet_int();
  int i, pos;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  pos = N;
  for (i = 0; i < N; i++) {
    if (a[i] == key) { pos = i; break; }
  }
  for (i = 0; i <= pos && i < N; i++) __VERIFIER_assert(a[i] != key);
  if (pos < N) __VERIFIER_assert(a[pos] == key);
  return 0;
}
