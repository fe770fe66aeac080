// Byte-buffer harness in the manner of aws-c-common's proofs: a buffer and
// a cursor of nondeterministic, bounded, assumed-valid contents; append,
// append_dynamic through the allocator table, big-endian writes and a
// cursor read back. Expected: TRUE (unreach-call, valid-memsafety).
#include "awsmini.h"
#define MAX_BUFFER_SIZE 6

static void assert_bytes_match(const uint8_t *a, const uint8_t *b, size_t len) {
    __VERIFIER_assert(!a == !b);
    if (len > 0 && a != NULL && b != NULL) {
        size_t i = nondet_size_t();
        if (i < len)
            __VERIFIER_assert(a[i] == b[i]);
    }
}

int main(void) {
    struct aws_byte_buf to;
    to.len = nondet_size_t();
    to.capacity = nondet_size_t();
    if (!aws_byte_buf_is_bounded(&to, MAX_BUFFER_SIZE))
        abort();
    ensure_byte_buf_has_allocated_buffer_member(&to);
    if (!aws_byte_buf_is_valid(&to))
        abort();
    for (size_t k = 0; k < to.len; k++)
        to.buffer[k] = __VERIFIER_nondet_uchar();

    struct aws_byte_cursor from;
    from.len = nondet_size_t();
    if (!aws_byte_cursor_is_bounded(&from, MAX_BUFFER_SIZE))
        abort();
    ensure_byte_cursor_has_allocated_buffer_member(&from);
    if (!aws_byte_cursor_is_valid(&from))
        abort();
    for (size_t k = 0; k < from.len; k++)
        from.ptr[k] = __VERIFIER_nondet_uchar();

    struct aws_byte_buf to_old = to;
    uint8_t first = to.len > 0 ? to.buffer[0] : 0;
    uint8_t src0 = from.len > 0 ? from.ptr[0] : 0;

    if (aws_byte_buf_append(&to, &from) == AWS_OP_SUCCESS) {
        __VERIFIER_assert(to.len == to_old.len + from.len);
        if (from.len > 0)
            __VERIFIER_assert(to.buffer[to_old.len] == src0);
    } else {
        __VERIFIER_assert(from.len > to.capacity - to.len);
        __VERIFIER_assert(aws_last_error() == AWS_ERROR_DEST_COPY_TOO_SMALL);
        __VERIFIER_assert(to.len == to_old.len);
    }
    if (to_old.len > 0)
        __VERIFIER_assert(to.buffer[0] == first);
    __VERIFIER_assert(aws_byte_buf_is_valid(&to));
    __VERIFIER_assert(to.capacity == to_old.capacity);

    if (to.allocator != NULL) {
        size_t before = to.len;
        if (aws_byte_buf_append_dynamic(&to, &from) == AWS_OP_SUCCESS) {
            __VERIFIER_assert(to.len == before + from.len);
            __VERIFIER_assert(to.capacity >= to.len);
            if (from.len > 0)
                __VERIFIER_assert(to.buffer[before] == src0);
        }
        __VERIFIER_assert(aws_byte_buf_is_valid(&to));
        uint16_t v = (uint16_t)__VERIFIER_nondet_int();
        size_t at = to.len;
        if (aws_byte_buf_write_be16(&to, v)) {
            struct aws_byte_cursor rd = aws_byte_cursor_from_buf(&to);
            struct aws_byte_cursor skip = aws_byte_cursor_advance(&rd, at);
            uint16_t back = 0;
            __VERIFIER_assert(skip.len == at);
            __VERIFIER_assert(aws_byte_cursor_read_be16(&rd, &back));
            __VERIFIER_assert(back == v);
            __VERIFIER_assert(to.buffer[at] == (uint8_t)(v >> 8));
        }
        aws_byte_buf_clean_up(&to);
    } else {
        free(to.buffer);
    }
    free(from.ptr);
    return 0;
}
