/* A char array filled with 'a' but for its last cell; the strlen-like count is N - 1; the fill stops one char short. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "strlen_fill_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
char s[N];
int main(void) {
  int i;
  for (i = 0; i < N - 2; i++) s[i] = 'a';
  s[N - 1] = 0;
  int len = 0;
  while (s[len]) len++;
  __VERIFIER_assert(len == N - 1);
  return 0;
}
