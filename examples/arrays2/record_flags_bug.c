/* An array of records: a flag from input and a position set only where the flag is positive, else -1; each record checked under its flag. Expected FALSE: the last record's position is set whatever its flag. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "record_flags_bug.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
struct rec { int pos; int flag; };
struct rec r[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) {
    int q = __VERIFIER_nondet_int();
    r[i].flag = q;
    if (q > 0) r[i].pos = i; else r[i].pos = -1;
    if (i == N - 1) r[i].pos = i;
  }
  for (i = 0; i < N; i++) {
    if (r[i].flag > 0) __VERIFIER_assert(r[i].pos == i);
    else __VERIFIER_assert(r[i].pos < 0);
  }
  return 0;
}
