extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
void reach_error() { __assert_fail("0", "prog.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern _Bool __VERIFIER_nondet_bool(void);
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: { reach_error(); abort(); } } return; }
/* Whole steps of k up to a bound: i stays a multiple of k and within a
/* Steps of d from a possibly negative start while the distance to the
   bound is at least d: the counter ends within d of the bound. */
int main(void) {
  int lo = __VERIFIER_nondet_int();
  int hi = __VERIFIER_nondet_int();
  int d = __VERIFIER_nondet_int();
  assume_abort_if_not(lo >= -100000 && lo <= 100000);
  assume_abort_if_not(hi >= lo && hi <= 100000);
  assume_abort_if_not(d >= 1 && d <= 64);
  int x = lo;
  while (hi - x >= d) {
    x = x + d;
  }
  __VERIFIER_assert(x <= hi && hi - x < d);
  return 0;
}
