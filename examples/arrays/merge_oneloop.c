/* Merge of two sorted global arrays by one loop with three branches:
 * the first array's next cell when the second is used up or when it is
 * not larger, else the second's. The result is sorted. */
extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *) __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "merge_oneloop.c", 3, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
#define M 50
int a[M], b[M], c[2 * M];
int main(void) {
    int i, j, k, v;
    a[0] = __VERIFIER_nondet_int() % 100;
    for (i = 1; i < M; i++) {
        v = __VERIFIER_nondet_int() % 8;
        if (v < 0) v = -v;
        a[i] = a[i - 1] + v;
    }
    b[0] = __VERIFIER_nondet_int() % 100;
    for (i = 1; i < M; i++) {
        v = __VERIFIER_nondet_int() % 8;
        if (v < 0) v = -v;
        b[i] = b[i - 1] + v;
    }
    i = 0; j = 0; k = 0;
    while (k < 2 * M) {
        if (j >= M) {
            c[k] = a[i]; i++;
        } else if (i < M && a[i] <= b[j]) {
            c[k] = a[i]; i++;
        } else {
            c[k] = b[j]; j++;
        }
        k++;
    }
    for (k = 1; k < 2 * M; k++) {
        if (c[k - 1] > c[k]) reach_error();
    }
    return 0;
}
