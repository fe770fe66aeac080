/* Records used up to an input length n of a global array of 10^5 structs: a valid flag and a value from input clamped to [0, 100]; the records below n checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "struct_input_len.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
struct item { int valid; int val; };
struct item it[N];
int main(void) {
  int n = __VERIFIER_nondet_int();
  assume_abort_if_not(n >= 0 && n < N);
  int i, v;
  for (i = 0; i < n; i++) {
    v = __VERIFIER_nondet_int();
    if (v < 0) v = 0;
    if (v > 100) v = 100;
    it[i].val = v;
    it[i].valid = 1;
  }
  for (i = 0; i < n; i++) {
    __VERIFIER_assert(it[i].valid == 1);
    __VERIFIER_assert(it[i].val >= 0 && it[i].val <= 100);
  }
  return 0;
}
