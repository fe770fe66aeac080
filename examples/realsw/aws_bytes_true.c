// Array-list harness in the manner of aws-c-common's proofs, on items of
// a nondeterministic size: the list holds item_size bytes per item behind
// void *, items are pushed from and read back into malloc'd byte buffers,
// and the list is sorted with qsort(list->data, length, item_size, cmp)
// by a comparator on each item's first byte. The variant with
// AWS_BUG_SIGNED_CMP compares the key bytes as signed chars, so the list
// is not sorted as unsigned bytes when a key is 128 or more.
// Expected: TRUE (unreach-call, valid-memsafety) without the bug; FALSE
// under unreach-call and TRUE under valid-memsafety with it.
#include "awsmini.h"
#define MAX_ITEMS 3
#define MAX_ITEM_SIZE 3

static int cmp_first(const void *a, const void *b) {
#ifdef AWS_BUG_SIGNED_CMP
    return *(const int8_t *)a - *(const int8_t *)b;
#else
    return *(const uint8_t *)a - *(const uint8_t *)b;
#endif
}

int main(void) {
    struct aws_array_list list;
    size_t item_size = nondet_size_t();
    if (item_size == 0 || item_size > MAX_ITEM_SIZE)
        abort();
    if (aws_array_list_init_dynamic(&list, aws_default_allocator(), 1, item_size))
        return 0;
    uint8_t *val = bounded_malloc(item_size);
    uint8_t *out = bounded_malloc(item_size);
    if (!val || !out) {
        free(val);
        free(out);
        aws_array_list_clean_up(&list);
        return 0;
    }
    size_t n = nondet_size_t();
    if (n == 0 || n > MAX_ITEMS)
        abort();
    uint8_t keys[MAX_ITEMS], sums[MAX_ITEMS];
    for (size_t i = 0; i < n; i++) {
        uint8_t sum = 0;
        for (size_t k = 0; k < item_size; k++) {
            val[k] = (uint8_t)__VERIFIER_nondet_uchar();
            sum = (uint8_t)(sum + val[k]);
        }
        keys[i] = val[0];
        sums[i] = sum;
        if (aws_array_list_push_back(&list, val))
            goto done;
    }
    __VERIFIER_assert(aws_array_list_length(&list) == n);

    size_t i = nondet_size_t();
    if (aws_array_list_get_at(&list, out, i) == AWS_OP_SUCCESS) {
        __VERIFIER_assert(i < n);
        __VERIFIER_assert(out[0] == keys[i]);
    }

    aws_array_list_sort(&list, cmp_first);
    for (size_t k = 1; k < aws_array_list_length(&list); k++) {
        uint8_t *p, *q;
        aws_array_list_get_at_ptr(&list, (void **)&p, k - 1);
        aws_array_list_get_at_ptr(&list, (void **)&q, k);
        __VERIFIER_assert(p[0] <= q[0]);
    }
    // Each item moved whole: its bytes still add up to one of the sums.
    if (aws_array_list_get_at(&list, out, 0) == AWS_OP_SUCCESS) {
        uint8_t sum = 0;
        for (size_t k = 0; k < item_size; k++)
            sum = (uint8_t)(sum + out[k]);
        bool found = false;
        for (size_t j = 0; j < n; j++)
            if (sums[j] == sum && keys[j] == out[0])
                found = true;
        __VERIFIER_assert(found);
    }
done:
    free(val);
    free(out);
    aws_array_list_clean_up(&list);
    return 0;
}
