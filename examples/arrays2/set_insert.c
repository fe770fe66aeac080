/* Input values inserted into a set only when absent (linear search); the set has no duplicates. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "set_insert.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 1000
int set[N];
int main(void) {
  int size = 0, i, k;
  for (i = 0; i < N; i++) {
    int v = __VERIFIER_nondet_int();
    int found = 0;
    for (k = 0; k < size; k++)
      if (set[k] == v) found = 1;
    if (!found) { set[size] = v; size++; }
  }
  for (i = 0; i < size; i++)
    for (k = i + 1; k < size; k++)
      __VERIFIER_assert(set[i] != set[k]);
  return 0;
}
