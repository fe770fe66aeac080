/* An array of structs whose three fields are written in one loop (the index, an odd number 2*i + 1, a flag); each record checked. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "struct_fields.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
#define N 100000
struct rec { int id; int odd; int flag; };
struct rec r[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) {
    r[i].id = i;
    r[i].odd = 2 * i + 1;
    r[i].flag = 1;
  }
  for (i = 0; i < N; i++) {
    __VERIFIER_assert(r[i].id == i);
    __VERIFIER_assert(r[i].odd == 2 * r[i].id + 1);
    __VERIFIER_assert(r[i].flag == 1);
  }
  return 0;
}
