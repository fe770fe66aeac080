/* Input values clamped to [0, 10] in a global array; a do-while count of cells above 10 is 0; the clamp lets 11 through. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "do_while_count_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
int a[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) {
    int v = __VERIFIER_nondet_int();
    if (v < 0) v = 0;
    if (v > 11) v = 11;
    a[i] = v;
  }
  int cnt = 0;
  i = 0;
  do { if (a[i] > 10) cnt++; i++; } while (i < N);
  __VERIFIER_assert(cnt == 0);
  return 0;
}
