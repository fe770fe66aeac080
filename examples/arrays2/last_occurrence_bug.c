/* The last cell equal to a key, searched downwards with an unsigned index; no later cell holds it; the check starts at the found cell. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "last_occurrence_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int key = __VERIFIER_nondet_int();
  unsigned int i, pos;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  pos = 0;
  for (i = N; i > 0; i--) {
    if (a[i - 1] == key) { pos = i; break; }
  }
  if (pos > 0) __VERIFIER_assert(a[pos - 1] == key);
  for (i = (pos > 0 ? pos - 1 : 0); i < N; i++) __VERIFIER_assert(a[i] != key);
  return 0;
}
