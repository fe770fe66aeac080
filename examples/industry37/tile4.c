/* Tiles of four cells, a[4*t + j] = t by a tile loop and an inner loop of four; each cell is its tile number k / 4. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "tile4.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define T 25000
int a[4 * T];
int main(void) {
  int t, j, k;
  for (t = 0; t < T; t++)
    for (j = 0; j < 4; j++)
      a[4 * t + j] = t;
  for (k = 0; k < 4 * T; k++) __VERIFIER_assert(a[k] == k / 4);
  return 0;
}
