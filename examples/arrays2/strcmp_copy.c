/* A zero-terminated string of nonzero input chars copied, then compared strcmp-like: equal. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "strcmp_copy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
char s[N];
char t[N];
int main(void) {
  int i;
  for (i = 0; i < N - 1; i++) {
    char c = __VERIFIER_nondet_char();
    s[i] = c == 0 ? 'x' : c;
  }
  s[N - 1] = 0;
  for (i = 0; i < N; i++) t[i] = s[i];
  i = 0;
  while (s[i] != 0 && s[i] == t[i]) i++;
  __VERIFIER_assert(s[i] == t[i]);
  return 0;
}
