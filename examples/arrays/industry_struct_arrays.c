/* Array-industry-pattern style: a struct of arrays filled by one loop
 * (a key and a value derived from it), then checked by another.
 * Written by hand; expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "industry_struct_arrays.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }

#define ROWS 100000
struct table {
  int key[ROWS];
  int val[ROWS];
} tab;

int main(void) {
  int r;
  int base = __VERIFIER_nondet_int();
  if (base < 0 || base > 1000) return 0;
  for (r = 0; r < ROWS; r++) {
    tab.key[r] = base + r;
    tab.val[r] = tab.key[r] + 1;
  }
  for (r = 0; r < ROWS; r++) {
    __VERIFIER_assert(tab.val[r] > tab.key[r]);
  }
  return 0;
}
