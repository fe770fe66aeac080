/* Memcpy of 10^5 input cells into a cleared array, compared cell by cell with a flag. Expected TRUE. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error() { __assert_fail("0", "memcpy_cmp.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
void __VERIFIER_assert(int cond) { if (!(cond)) { ERROR: {reach_error(); abort();} } return; }
void assume_abort_if_not(int cond) { if (!cond) { abort(); } }
typedef unsigned long size_t;
extern void *memset(void *, int, size_t);
extern void *memcpy(void *, const void *, size_t);
#define N 100000
int src[N];
int dst[N];
int main(void) {
  int i;
  for (i = 0; i < N; i++) src[i] = __VERIFIER_nondet_int();
  memcpy(dst, src, N * sizeof(int));
  int same = 1;
  for (i = 0; i < N; i++)
    if (dst[i] != src[i]) same = 0;
  __VERIFIER_assert(same);
  return 0;
}
