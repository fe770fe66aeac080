/* Memset clears a global array that was filled from input; a count of nonzero cells is 0. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "memset_count.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *memset(void *, int, size_t);
extern void *memcpy(void *, const void *, size_t);
#define N 100000
int a[N];
int main(void) {
  int i, cnt = 0;
  for (i = 0; i < N; i++) a[i] = __VERIFIER_nondet_int();
  memset(a, 0, sizeof(a));
  for (i = 0; i < N; i++)
    if (a[i] != 0) cnt++;
  __VERIFIER_assert(cnt == 0);
  return 0;
}
