/* Bubble sort that carries the smallest value down to the front: the
 * inner index runs from the end towards the outer one. Written by hand
 * in the style of SV-COMP's array tasks; expected FALSE: the inner loop stops one pair short, so v[lo] may stay above v[lo + 1]. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "sorting_bubble_down_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }

#define SIZE 80
int main(void) {
  int v[SIZE];
  int lo, hi, swap;
  for (lo = 0; lo < SIZE; lo++) v[lo] = __VERIFIER_nondet_int();
  for (lo = 0; lo < SIZE - 1; lo++) {
    for (hi = SIZE - 1; hi > lo + 1; hi--) {
      if (v[hi - 1] > v[hi]) {
        swap = v[hi];
        v[hi] = v[hi - 1];
        v[hi - 1] = swap;
      }
    }
  }
  for (lo = 1; lo < SIZE; lo++) __VERIFIER_assert(v[lo - 1] <= v[lo]);
  return 0;
}
