// Two recursive calls: one copy of fib per level, a return-site number
// and a dispatch at each copy's exit (lowered at recursion depth 2).
extern unsigned __VERIFIER_nondet_uint(void);
unsigned fib(unsigned n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
unsigned out;
int main(void) {
  out = fib(__VERIFIER_nondet_uint());
  return 0;
}
