/* An array of input records {x, y} copied into a second one with the fields swapped; each copy checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "field_swap_copy.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
struct pt { int x; int y; };
struct pt s[N];
struct pt d[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) {
    s[i].x = __VERIFIER_nondet_int();
    s[i].y = __VERIFIER_nondet_int();
  }
  for (i = 0; i < N; i++) {
    d[i].x = s[i].y;
    d[i].y = s[i].x;
  }
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(d[i].x == s[i].y);
    __VERIFIER_assert(d[i].y == s[i].x);
  }
  return 0;
}
