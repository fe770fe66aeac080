/* A char array filled with 'a' but for its last cell; a strlen by a walking pointer is N - 1. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "pstrlen.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
char s[N];
int main(void) {
  int i;
  for (i = 0; i < N - 1; i++) s[i] = 'a';
  char *p = s;
  while (*p) p++;
  __VERIFIER_assert(p - s == N - 1);
  return 0;
}
