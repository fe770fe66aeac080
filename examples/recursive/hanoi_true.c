extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
/* hanoi(n) is the number of moves; applyHanoi counts them in a global. */
int counter;
int hanoi(int n) {
  if (n == 1) {
    return 1;
  }
  return 2 * hanoi(n - 1) + 1;
}
void applyHanoi(int n, int from, int to, int via) {
  if (n == 0) {
    return;
  }
  counter++;
  applyHanoi(n - 1, from, via, to);
  applyHanoi(n - 1, via, to, from);
}
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 1 || n > 6) {
    return 0;
  }
  counter = 0;
  applyHanoi(n, 1, 3, 2);
  int result = hanoi(n);
  if (result != counter) {
    reach_error();
  }
  return 0;
}
