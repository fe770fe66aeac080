extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
int counter;
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
  if (counter == 31) {
    reach_error();
  }
  return 0;
}
