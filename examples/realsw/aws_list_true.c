// Array-list and linked-list harness in the manner of aws-c-common's
// proofs: a dynamic list of small records grown through the allocator
// table, set/get/swap/pop checked against a shadow copy, sorted with qsort
// and a comparator, then the records moved onto an intrusive linked list
// and recovered with container_of. Expected: TRUE (unreach-call,
// valid-memsafety).
#include "awsmini.h"
#define MAX_ITEMS 3

struct rec {
    uint16_t key;
    uint8_t tag;
    struct aws_linked_list_node node;
};

static int cmp_rec(const void *a, const void *b) {
    const struct rec *x = a, *y = b;
    return (x->key > y->key) - (x->key < y->key);
}

int main(void) {
    struct aws_array_list list;
    if (aws_array_list_init_dynamic(&list, aws_default_allocator(), 1, sizeof(struct rec)))
        return 0;
    __VERIFIER_assert(aws_array_list_length(&list) == 0);
    __VERIFIER_assert(aws_array_list_capacity(&list) == 1);

    size_t n = nondet_size_t();
    if (n == 0 || n > MAX_ITEMS)
        abort();
    struct rec shadow[MAX_ITEMS];
    for (size_t i = 0; i < n; i++) {
        struct rec r;
        memset(&r, 0, sizeof(r));
        r.key = (uint16_t)__VERIFIER_nondet_int();
        r.tag = (uint8_t)i;
        if (aws_array_list_push_back(&list, &r)) {
            aws_array_list_clean_up(&list);
            return 0;
        }
        shadow[i] = r;
    }
    __VERIFIER_assert(aws_array_list_length(&list) == n);
    __VERIFIER_assert(aws_array_list_is_valid(&list));

    size_t i = nondet_size_t();
    struct rec got;
    if (aws_array_list_get_at(&list, &got, i) == AWS_OP_SUCCESS) {
        __VERIFIER_assert(i < n);
        __VERIFIER_assert(got.key == shadow[i].key && got.tag == shadow[i].tag);
    } else {
        __VERIFIER_assert(i >= n);
        __VERIFIER_assert(aws_last_error() == AWS_ERROR_INVALID_INDEX);
    }

    size_t a = nondet_size_t(), b = nondet_size_t();
    if (a < n && b < n) {
        aws_array_list_swap(&list, a, b);
        struct rec ra, rb;
        aws_array_list_get_at(&list, &ra, a);
        aws_array_list_get_at(&list, &rb, b);
        __VERIFIER_assert(ra.tag == shadow[b].tag && rb.tag == shadow[a].tag);
    }

    aws_array_list_sort(&list, cmp_rec);
    for (size_t k = 1; k < aws_array_list_length(&list); k++) {
        struct rec *p, *q;
        aws_array_list_get_at_ptr(&list, (void **)&p, k - 1);
        aws_array_list_get_at_ptr(&list, (void **)&q, k);
        __VERIFIER_assert(p->key <= q->key);
    }

    struct aws_linked_list ll;
    aws_linked_list_init(&ll);
    for (size_t k = 0; k < aws_array_list_length(&list); k++) {
        struct rec *p;
        aws_array_list_get_at_ptr(&list, (void **)&p, k);
        aws_linked_list_push_back(&ll, &p->node);
    }
    __VERIFIER_assert(aws_linked_list_is_valid(&ll));
    unsigned seen = 0;
    uint16_t last = 0;
    while (!aws_linked_list_empty(&ll)) {
        struct aws_linked_list_node *nd = aws_linked_list_pop_front(&ll);
        struct rec *r = AWS_CONTAINER_OF(nd, struct rec, node);
        __VERIFIER_assert(r->tag < n);
        __VERIFIER_assert(seen == 0 || last <= r->key);
        last = r->key;
        seen |= 1u << r->tag;
    }
    __VERIFIER_assert(seen == (1u << n) - 1);

    size_t before = aws_array_list_length(&list);
    if (aws_array_list_pop_back(&list) == AWS_OP_SUCCESS)
        __VERIFIER_assert(aws_array_list_length(&list) == before - 1);
    aws_array_list_clean_up(&list);
    return 0;
}
