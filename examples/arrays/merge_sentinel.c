/* Merge with sentinels: each source ends with a cell larger than any
 * value, so one loop of 2M steps takes the smaller head every time. The
 * result is sorted and never takes a sentinel. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "merge_sentinel.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
#define M 32
#define BIG 1000000
int a[M + 1], b[M + 1], c[2 * M];
int main(void) {
    int i, j, k;
    a[0] = __VERIFIER_nondet_int() & 255;
    b[0] = __VERIFIER_nondet_int() & 255;
    for (i = 1; i < M; i++) {
        a[i] = a[i - 1] + (__VERIFIER_nondet_int() & 15);
        b[i] = b[i - 1] + (__VERIFIER_nondet_int() & 15);
    }
    a[M] = BIG;
    b[M] = BIG;
    i = 0; j = 0;
    for (k = 0; k < 2 * M; k++) {
        if (a[i] <= b[j]) { c[k] = a[i]; i++; }
        else { c[k] = b[j]; j++; }
    }
    for (k = 0; k < 2 * M - 1; k++) {
        if (c[k] > c[k + 1]) reach_error();
    }
    return 0;
}
