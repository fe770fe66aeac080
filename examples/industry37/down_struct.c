/* An array of records filled by a loop counting down (i = N - 1 to 0): key N - 1 - i, weight 10; the keys and weights checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "down_struct.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
struct kw { int key; int w; };
struct kw r[N];
int main(void) {
  int i;
  for (i = N - 1; i >= 0; i--) {
    r[i].key = N - 1 - i;
    r[i].w = 10;
  }
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(r[i].key + i == N - 1);
    __VERIFIER_assert(r[i].w == 10);
  }
  return 0;
}
