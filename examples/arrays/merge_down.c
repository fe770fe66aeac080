/* Merge from the top: the larger of the two last cells goes to the end
 * of the result, counting down; the rests by do-while loops. Local
 * arrays. The result is sorted. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "merge_down.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
#define ASSERT(x) do { if (!(x)) reach_error(); } while (0)
#define M 40
int main(void) {
    int x[M], y[M], z[2 * M];
    int p, q, r;
    x[0] = __VERIFIER_nondet_int() & 1023;
    for (p = 1; p < M; p++) x[p] = x[p - 1] + (__VERIFIER_nondet_int() & 7);
    y[0] = __VERIFIER_nondet_int() & 1023;
    for (p = 1; p < M; p++) y[p] = y[p - 1] + (__VERIFIER_nondet_int() & 7);
    p = M - 1; q = M - 1; r = 2 * M - 1;
    while (p >= 0 && q >= 0) {
        if (x[p] > y[q]) { z[r] = x[p]; p--; }
        else { z[r] = y[q]; q--; }
        r--;
    }
    while (p >= 0) { z[r] = x[p]; p--; r--; }
    while (q >= 0) { z[r] = y[q]; q--; r--; }
    r = 0;
    do {
        ASSERT(z[r] <= z[r + 1]);
        r++;
    } while (r < 2 * M - 1);
    return 0;
}
