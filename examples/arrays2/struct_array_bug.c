/* An array of structs: keys set to the index, values from input clamped at 0; both fields checked; the clamping misses the last record. Expected FALSE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "struct_array_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
struct rec { int key; int val; };
struct rec r[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) { r[i].key = i; r[i].val = __VERIFIER_nondet_int(); }
  for (i = 0; i < N - 1; i++)
    if (r[i].val < 0) r[i].val = 0;
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(r[i].key == i);
    __VERIFIER_assert(r[i].val >= 0);
  }
  return 0;
}
