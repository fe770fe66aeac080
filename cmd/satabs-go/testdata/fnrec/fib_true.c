// Fibonacci: a recursion with two calls per level, depth fixed by the program.
extern void reach_error(void);
int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
int main(void) {
  if (fib(5) != 5)
    reach_error();
  return 0;
}
