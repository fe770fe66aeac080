extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", __FILE__, 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
int id(int x) {
  if (x == 0) {
    return 0;
  }
  return id(x - 1) + 1;
}
int main(void) {
  int input = 25;
  int result = id(input);
  if (result == 25) {
    reach_error();
  }
  return 0;
}
