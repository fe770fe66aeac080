extern void abort(void);
void reach_error(void) { abort(); }
extern int __VERIFIER_nondet_int(void);
/* Doubling without a shift: ones(n) = 2 * ones(n - 1) + 1 from ones(1)
   == 1, and count(n) calls itself twice and counts one step between:
   both are 2^n - 1 for 1 <= n <= 31 (modulo 2^32 for every n >= 1). */
unsigned int steps;
int ones(int n) {
  if (n == 1) {
    return 1;
  }
  return 2 * ones(n - 1) + 1;
}
void count(int n) {
  if (n <= 0) {
    return;
  }
  count(n - 1);
  steps++;
  count(n - 1);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 31) {
    return 0;
  }
  steps = 0;
  count(n);
  if ((unsigned int)ones(n) != steps) {
    reach_error();
  }
  return 0;
}
