// A recursion that the input does not bound (n up to INT_MAX), with a bug
// at depth 4: count(3) is 3, and the program says it may not be. Every
// round of deepening meets an execution that recurses deeper than it was
// inlined for; the bug is found by the round that cuts those executions
// off (gcc: n = 3 reaches reach_error).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int count(int n) {
  if (n <= 0)
    return 0;
  return 1 + count(n - 1);
}

int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0)
    return 0;
  if (count(n) == 3)
    reach_error();
  return 0;
}
