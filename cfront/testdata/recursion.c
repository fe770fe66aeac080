/* Recursion is inlined to Options.RecursionDepth (0 here): the first
   recursive call of each cycle is a recursion-depth check that fails, and
   its path ends. even and odd are mutually recursive. */
int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int odd(int n);
int even(int n) { return n == 0 ? 1 : odd(n - 1); }
int odd(int n) { return n == 0 ? 0 : even(n - 1); }
int main(void) { return fact(3) + even(2); }
