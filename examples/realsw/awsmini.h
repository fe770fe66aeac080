/* A small C common library in the manner of AWS's aws-c-common, written
 * for this project: an allocator table of function pointers, a
 * thread-local last error, checked size arithmetic with gcc's overflow
 * built-ins, byte buffers and cursors, an array list and an intrusive
 * doubly linked list, with the validity predicates that proof harnesses
 * assume of nondeterministic structures. Harnesses include it after
 * defining which variant they check. */
#include <stdint.h>
#include <stddef.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include <ctype.h>
#include <limits.h>
#include <errno.h>
#include <assert.h>
#include <pthread.h>
#include <time.h>
#include <unistd.h>
#include <signal.h>

extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *)
    __attribute__((__nothrow__, __leaf__)) __attribute__((__noreturn__));
void reach_error(void) { __assert_fail("0", "awsmini.h", 30, "reach_error"); }
void __VERIFIER_assert(int cond) {
    if (!(cond)) {
    ERROR: { reach_error(); abort(); }
    }
}
extern unsigned long __VERIFIER_nondet_ulong(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern int __VERIFIER_nondet_int(void);

#define AWS_OP_SUCCESS 0
#define AWS_OP_ERR (-1)
#define AWS_STATIC_IMPL static inline
#define AWS_PRECONDITION(c) do { if (!(c)) abort(); } while (0)
#define AWS_POSTCONDITION(c) __VERIFIER_assert(c)
#define AWS_ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))
#define AWS_CONTAINER_OF(ptr, type, member) \
    ((type *)((uint8_t *)(ptr) - offsetof(type, member)))

enum aws_common_error {
    AWS_ERROR_SUCCESS = 0,
    AWS_ERROR_OOM,
    AWS_ERROR_INVALID_INDEX,
    AWS_ERROR_OVERFLOW_DETECTED,
    AWS_ERROR_SHORT_BUFFER,
    AWS_ERROR_DEST_COPY_TOO_SMALL,
    AWS_ERROR_LIST_EMPTY,
    AWS_ERROR_INVALID_ARGUMENT,
    AWS_ERROR_LIST_STATIC_MODE_CANT_SHRINK,
    AWS_ERROR_COUNT
};

struct aws_error_info {
    int code;
    const char *name;
    const char *text;
};

static const struct aws_error_info s_errors[] = {
    [AWS_ERROR_SUCCESS] = {.code = AWS_ERROR_SUCCESS, .name = "AWS_ERROR_SUCCESS", .text = "Success."},
    [AWS_ERROR_OOM] = {.code = AWS_ERROR_OOM, .name = "AWS_ERROR_OOM", .text = "Out of memory."},
    [AWS_ERROR_INVALID_INDEX] = {.code = AWS_ERROR_INVALID_INDEX, .name = "AWS_ERROR_INVALID_INDEX", .text = "Invalid index."},
    [AWS_ERROR_OVERFLOW_DETECTED] = {.code = AWS_ERROR_OVERFLOW_DETECTED, .name = "AWS_ERROR_OVERFLOW_DETECTED", .text = "Overflow."},
    [AWS_ERROR_SHORT_BUFFER] = {.code = AWS_ERROR_SHORT_BUFFER, .name = "AWS_ERROR_SHORT_BUFFER", .text = "Short buffer."},
    [AWS_ERROR_DEST_COPY_TOO_SMALL] = {.code = AWS_ERROR_DEST_COPY_TOO_SMALL, .name = "AWS_ERROR_DEST_COPY_TOO_SMALL", .text = "Destination too small."},
    [AWS_ERROR_LIST_EMPTY] = {.code = AWS_ERROR_LIST_EMPTY, .name = "AWS_ERROR_LIST_EMPTY", .text = "Empty list."},
    [AWS_ERROR_INVALID_ARGUMENT] = {.code = AWS_ERROR_INVALID_ARGUMENT, .name = "AWS_ERROR_INVALID_ARGUMENT", .text = "Invalid argument."},
    [AWS_ERROR_LIST_STATIC_MODE_CANT_SHRINK] = {.code = AWS_ERROR_LIST_STATIC_MODE_CANT_SHRINK, .name = "AWS_ERROR_LIST_STATIC_MODE_CANT_SHRINK", .text = "Static list."},
};

static __thread int tl_last_error;

static int aws_raise_error(int err) {
    tl_last_error = err;
    return AWS_OP_ERR;
}

static int aws_last_error(void) { return tl_last_error; }

static const char *aws_error_name(int err) {
    if (err >= 0 && (size_t)err < AWS_ARRAY_SIZE(s_errors))
        return s_errors[err].name;
    return "unknown";
}

/* Checked arithmetic on size_t, as aws/common/math.h does it with gcc. */
AWS_STATIC_IMPL int aws_mul_size_checked(size_t a, size_t b, size_t *r) {
    if (__builtin_mul_overflow(a, b, r))
        return aws_raise_error(AWS_ERROR_OVERFLOW_DETECTED);
    return AWS_OP_SUCCESS;
}

AWS_STATIC_IMPL int aws_add_size_checked(size_t a, size_t b, size_t *r) {
    if (__builtin_add_overflow(a, b, r))
        return aws_raise_error(AWS_ERROR_OVERFLOW_DETECTED);
    return AWS_OP_SUCCESS;
}

AWS_STATIC_IMPL size_t aws_add_size_saturating(size_t a, size_t b) {
    size_t r;
    if (__builtin_add_overflow(a, b, &r))
        return SIZE_MAX;
    return r;
}

AWS_STATIC_IMPL bool aws_is_power_of_two(size_t x) { return x && !(x & (x - 1)); }

AWS_STATIC_IMPL int aws_round_up_to_power_of_two(size_t n, size_t *result) {
    if (n == 0) {
        *result = 1;
        return AWS_OP_SUCCESS;
    }
    if (n > ((size_t)1 << (sizeof(size_t) * 8 - 1)))
        return aws_raise_error(AWS_ERROR_OVERFLOW_DETECTED);
    n = n - 1;
    n |= n >> 1;
    n |= n >> 2;
    n |= n >> 4;
    n |= n >> 8;
    n |= n >> 16;
    *result = n + 1;
    return AWS_OP_SUCCESS;
}

/* ---- allocator ---- */
struct aws_allocator {
    void *(*mem_acquire)(struct aws_allocator *allocator, size_t size);
    void (*mem_release)(struct aws_allocator *allocator, void *ptr);
    void *(*mem_realloc)(struct aws_allocator *allocator, void *oldptr, size_t oldsize, size_t newsize);
    void *impl;
};

static void *s_default_malloc(struct aws_allocator *allocator, size_t size) {
    (void)allocator;
    return malloc(size);
}

static void s_default_free(struct aws_allocator *allocator, void *ptr) {
    (void)allocator;
    free(ptr);
}

static void *s_default_realloc(struct aws_allocator *allocator, void *ptr, size_t oldsize, size_t newsize) {
    (void)allocator;
    (void)oldsize;
    return realloc(ptr, newsize);
}

static struct aws_allocator s_default_allocator = {
    .mem_acquire = s_default_malloc,
    .mem_release = s_default_free,
    .mem_realloc = s_default_realloc,
};

static struct aws_allocator *aws_default_allocator(void) { return &s_default_allocator; }

static bool aws_allocator_is_valid(const struct aws_allocator *a) {
    return a && a->mem_acquire && a->mem_release;
}

static void *aws_mem_acquire(struct aws_allocator *allocator, size_t size) {
    AWS_PRECONDITION(aws_allocator_is_valid(allocator));
    if (size == 0) {
        aws_raise_error(AWS_ERROR_INVALID_ARGUMENT);
        return NULL;
    }
    void *mem = allocator->mem_acquire(allocator, size);
    if (!mem)
        aws_raise_error(AWS_ERROR_OOM);
    return mem;
}

static void *aws_mem_calloc(struct aws_allocator *allocator, size_t num, size_t size) {
    size_t total;
    if (aws_mul_size_checked(num, size, &total))
        return NULL;
    void *mem = aws_mem_acquire(allocator, total);
    if (mem)
        memset(mem, 0, total);
    return mem;
}

static void aws_mem_release(struct aws_allocator *allocator, void *ptr) {
    AWS_PRECONDITION(aws_allocator_is_valid(allocator));
    if (ptr != NULL)
        allocator->mem_release(allocator, ptr);
}

static int aws_mem_realloc(struct aws_allocator *allocator, void **ptr, size_t oldsize, size_t newsize) {
    AWS_PRECONDITION(aws_allocator_is_valid(allocator));
    if (newsize == 0) {
        aws_mem_release(allocator, *ptr);
        *ptr = NULL;
        return AWS_OP_SUCCESS;
    }
    if (allocator->mem_realloc) {
        void *p = allocator->mem_realloc(allocator, *ptr, oldsize, newsize);
        if (!p)
            return aws_raise_error(AWS_ERROR_OOM);
        *ptr = p;
        return AWS_OP_SUCCESS;
    }
    if (newsize <= oldsize)
        return AWS_OP_SUCCESS;
    void *n = allocator->mem_acquire(allocator, newsize);
    if (!n)
        return aws_raise_error(AWS_ERROR_OOM);
    if (*ptr) {
        memcpy(n, *ptr, oldsize);
        memset((uint8_t *)n + oldsize, 0, newsize - oldsize);
        aws_mem_release(allocator, *ptr);
    }
    *ptr = n;
    return AWS_OP_SUCCESS;
}

/* Harness helpers: a malloc that may fail, bounded nondeterministic sizes. */
static void *can_fail_malloc(size_t size) { return __VERIFIER_nondet_bool() ? NULL : malloc(size); }

static void *bounded_malloc(size_t size) { return size == 0 ? NULL : malloc(size); }

static size_t nondet_size_t(void) { return (size_t)__VERIFIER_nondet_ulong(); }

/* ---- byte cursor and byte buffer ---- */
struct aws_byte_cursor {
    size_t len;
    uint8_t *ptr;
};

struct aws_byte_buf {
    size_t len;
    uint8_t *buffer;
    size_t capacity;
    struct aws_allocator *allocator;
};

static bool aws_byte_buf_is_valid(const struct aws_byte_buf *buf) {
    return buf != NULL &&
           ((buf->capacity == 0 && buf->len == 0 && buf->buffer == NULL) ||
            (buf->capacity > 0 && buf->len <= buf->capacity && buf->buffer != NULL));
}

static bool aws_byte_cursor_is_valid(const struct aws_byte_cursor *cursor) {
    return cursor != NULL && ((cursor->len == 0) || (cursor->len > 0 && cursor->ptr != NULL));
}

static bool aws_byte_buf_is_bounded(const struct aws_byte_buf *buf, size_t max) { return buf->capacity <= max; }

static bool aws_byte_cursor_is_bounded(const struct aws_byte_cursor *cursor, size_t max) { return cursor->len <= max; }

static void ensure_byte_buf_has_allocated_buffer_member(struct aws_byte_buf *buf) {
    buf->allocator = __VERIFIER_nondet_bool() ? NULL : aws_default_allocator();
    buf->buffer = bounded_malloc(buf->capacity);
}

static void ensure_byte_cursor_has_allocated_buffer_member(struct aws_byte_cursor *cursor) {
    cursor->ptr = bounded_malloc(cursor->len);
}

static int aws_byte_buf_init(struct aws_byte_buf *buf, struct aws_allocator *allocator, size_t capacity) {
    AWS_PRECONDITION(buf);
    AWS_PRECONDITION(aws_allocator_is_valid(allocator));
    buf->buffer = capacity == 0 ? NULL : aws_mem_acquire(allocator, capacity);
    if (capacity != 0 && buf->buffer == NULL) {
        memset(buf, 0, sizeof(*buf));
        return AWS_OP_ERR;
    }
    buf->len = 0;
    buf->capacity = capacity;
    buf->allocator = allocator;
    AWS_POSTCONDITION(aws_byte_buf_is_valid(buf));
    return AWS_OP_SUCCESS;
}

static void aws_byte_buf_clean_up(struct aws_byte_buf *buf) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(buf));
    if (buf->allocator && buf->buffer)
        aws_mem_release(buf->allocator, buf->buffer);
    buf->allocator = NULL;
    buf->buffer = NULL;
    buf->len = 0;
    buf->capacity = 0;
}

static void aws_byte_buf_secure_zero(struct aws_byte_buf *buf) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(buf));
    if (buf->buffer)
        memset(buf->buffer, 0, buf->capacity);
    buf->len = 0;
}

static struct aws_byte_buf aws_byte_buf_from_array(const void *bytes, size_t len) {
    struct aws_byte_buf buf;
    buf.buffer = len > 0 ? (uint8_t *)bytes : NULL;
    buf.len = len;
    buf.capacity = len;
    buf.allocator = NULL;
    return buf;
}

static struct aws_byte_cursor aws_byte_cursor_from_array(const void *bytes, size_t len) {
    struct aws_byte_cursor cur;
    cur.ptr = (uint8_t *)bytes;
    cur.len = len;
    return cur;
}

static struct aws_byte_cursor aws_byte_cursor_from_c_str(const char *c_str) {
    struct aws_byte_cursor cur;
    cur.ptr = (uint8_t *)c_str;
    cur.len = cur.ptr ? strlen(c_str) : 0;
    return cur;
}

static struct aws_byte_cursor aws_byte_cursor_from_buf(const struct aws_byte_buf *buf) {
    struct aws_byte_cursor cur;
    cur.ptr = buf->buffer;
    cur.len = buf->len;
    return cur;
}

static int aws_byte_buf_append(struct aws_byte_buf *to, const struct aws_byte_cursor *from) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(to));
    AWS_PRECONDITION(aws_byte_cursor_is_valid(from));
#ifdef AWS_BUG_APPEND
    if (to->capacity - to->len + 1 < from->len)
#else
    if (to->capacity - to->len < from->len)
#endif
        return aws_raise_error(AWS_ERROR_DEST_COPY_TOO_SMALL);
    if (from->len > 0) {
        memcpy(to->buffer + to->len, from->ptr, from->len);
        to->len += from->len;
    }
    AWS_POSTCONDITION(aws_byte_buf_is_valid(to));
    return AWS_OP_SUCCESS;
}

static int aws_byte_buf_reserve(struct aws_byte_buf *buffer, size_t requested_capacity) {
    AWS_PRECONDITION(buffer->allocator);
    AWS_PRECONDITION(aws_byte_buf_is_valid(buffer));
    if (requested_capacity <= buffer->capacity)
        return AWS_OP_SUCCESS;
    if (aws_mem_realloc(buffer->allocator, (void **)&buffer->buffer, buffer->capacity, requested_capacity))
        return AWS_OP_ERR;
    buffer->capacity = requested_capacity;
    AWS_POSTCONDITION(aws_byte_buf_is_valid(buffer));
    return AWS_OP_SUCCESS;
}

static int aws_byte_buf_append_dynamic(struct aws_byte_buf *to, const struct aws_byte_cursor *from) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(to));
    AWS_PRECONDITION(aws_byte_cursor_is_valid(from));
    AWS_PRECONDITION(to->allocator);
    if (to->capacity - to->len < from->len) {
        size_t missing = from->len - (to->capacity - to->len);
        size_t required;
        if (aws_add_size_checked(to->capacity, missing, &required))
            return AWS_OP_ERR;
        size_t doubled = aws_add_size_saturating(to->capacity, to->capacity);
        size_t newcap = required > doubled ? required : doubled;
        uint8_t *nb = aws_mem_acquire(to->allocator, newcap);
        if (nb == NULL) {
            nb = aws_mem_acquire(to->allocator, required);
            if (nb == NULL)
                return AWS_OP_ERR;
            newcap = required;
        }
        if (to->len > 0)
            memcpy(nb, to->buffer, to->len);
        if (from->len > 0)
            memcpy(nb + to->len, from->ptr, from->len);
        aws_mem_release(to->allocator, to->buffer);
        to->buffer = nb;
        to->capacity = newcap;
    } else if (from->len > 0) {
        memcpy(to->buffer + to->len, from->ptr, from->len);
    }
    to->len += from->len;
    AWS_POSTCONDITION(aws_byte_buf_is_valid(to));
    return AWS_OP_SUCCESS;
}

static bool aws_byte_buf_write_u8(struct aws_byte_buf *buf, uint8_t c) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(buf));
    if (buf->len >= buf->capacity)
        return false;
    buf->buffer[buf->len++] = c;
    return true;
}

static bool aws_byte_buf_write(struct aws_byte_buf *buf, const uint8_t *src, size_t len) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(buf));
    if (len == 0)
        return true;
    if (buf->capacity - buf->len < len)
        return false;
    memcpy(buf->buffer + buf->len, src, len);
    buf->len += len;
    return true;
}

static bool aws_byte_buf_write_be16(struct aws_byte_buf *buf, uint16_t x) {
    uint16_t be = __builtin_bswap16(x);
    return aws_byte_buf_write(buf, (const uint8_t *)&be, sizeof(be));
}

static bool aws_byte_buf_write_be32(struct aws_byte_buf *buf, uint32_t x) {
    uint32_t be = __builtin_bswap32(x);
    return aws_byte_buf_write(buf, (const uint8_t *)&be, sizeof(be));
}

static bool aws_byte_buf_advance(struct aws_byte_buf *buf, struct aws_byte_buf *output, size_t len) {
    AWS_PRECONDITION(aws_byte_buf_is_valid(buf));
    if (buf->capacity - buf->len >= len) {
        *output = aws_byte_buf_from_array(buf->buffer ? buf->buffer + buf->len : NULL, len);
        buf->len += len;
        output->len = 0;
        return true;
    }
    memset(output, 0, sizeof(*output));
    return false;
}

static struct aws_byte_cursor aws_byte_cursor_advance(struct aws_byte_cursor *cursor, size_t len) {
    AWS_PRECONDITION(aws_byte_cursor_is_valid(cursor));
    struct aws_byte_cursor rv;
    if (cursor->len > (SIZE_MAX >> 1) || len > (SIZE_MAX >> 1) || len > cursor->len) {
        rv.ptr = NULL;
        rv.len = 0;
    } else {
        rv.ptr = cursor->ptr;
        rv.len = len;
        cursor->ptr = cursor->ptr == NULL ? NULL : cursor->ptr + len;
        cursor->len -= len;
    }
    return rv;
}

static bool aws_byte_cursor_read(struct aws_byte_cursor *cur, void *dest, size_t len) {
    if (len == 0)
        return true;
    struct aws_byte_cursor slice = aws_byte_cursor_advance(cur, len);
    if (slice.ptr) {
        memcpy(dest, slice.ptr, len);
        return true;
    }
    return false;
}

static bool aws_byte_cursor_read_u8(struct aws_byte_cursor *cur, uint8_t *var) {
    return aws_byte_cursor_read(cur, var, 1);
}

static bool aws_byte_cursor_read_be16(struct aws_byte_cursor *cur, uint16_t *var) {
    bool rv = aws_byte_cursor_read(cur, var, 2);
#ifndef AWS_BUG_READ_BE16
    if (rv)
        *var = __builtin_bswap16(*var);
#endif
    return rv;
}

static bool aws_byte_cursor_read_be32(struct aws_byte_cursor *cur, uint32_t *var) {
    bool rv = aws_byte_cursor_read(cur, var, 4);
    if (rv)
        *var = __builtin_bswap32(*var);
    return rv;
}

typedef bool(aws_byte_predicate_fn)(uint8_t value);

static bool aws_isspace_u8(uint8_t c) { return isspace(c) != 0; }
static bool aws_isdigit_u8(uint8_t c) { return c >= '0' && c <= '9'; }

static struct aws_byte_cursor aws_byte_cursor_left_trim_pred(const struct aws_byte_cursor *source, aws_byte_predicate_fn *predicate) {
    AWS_PRECONDITION(aws_byte_cursor_is_valid(source));
    struct aws_byte_cursor trimmed = *source;
    while (trimmed.len > 0 && predicate(*(trimmed.ptr))) {
        --trimmed.len;
        ++trimmed.ptr;
    }
    return trimmed;
}

static struct aws_byte_cursor aws_byte_cursor_right_trim_pred(const struct aws_byte_cursor *source, aws_byte_predicate_fn *predicate) {
    AWS_PRECONDITION(aws_byte_cursor_is_valid(source));
    struct aws_byte_cursor trimmed = *source;
    while (trimmed.len > 0 && predicate(*(trimmed.ptr + trimmed.len - 1)))
        --trimmed.len;
    return trimmed;
}

static bool aws_byte_cursor_satisfies_pred(const struct aws_byte_cursor *source, aws_byte_predicate_fn *predicate) {
    struct aws_byte_cursor rest = aws_byte_cursor_left_trim_pred(source, predicate);
    return rest.len == 0;
}

static bool aws_array_eq(const void *a, size_t alen, const void *b, size_t blen) {
    if (alen != blen)
        return false;
    if (alen == 0)
        return true;
    return memcmp(a, b, alen) == 0;
}

static bool aws_array_eq_ignore_case(const void *a, size_t alen, const void *b, size_t blen) {
    if (alen != blen)
        return false;
    const uint8_t *x = a, *y = b;
    for (size_t i = 0; i < alen; ++i)
        if (tolower(x[i]) != tolower(y[i]))
            return false;
    return true;
}

static bool aws_byte_cursor_eq(const struct aws_byte_cursor *a, const struct aws_byte_cursor *b) {
    return aws_array_eq(a->ptr, a->len, b->ptr, b->len);
}

static bool aws_byte_cursor_eq_c_str(const struct aws_byte_cursor *cur, const char *c_str) {
    size_t n = strlen(c_str);
    return aws_array_eq(cur->ptr, cur->len, c_str, n);
}

static int aws_byte_cursor_compare_lexical(const struct aws_byte_cursor *lhs, const struct aws_byte_cursor *rhs) {
    size_t n = lhs->len < rhs->len ? lhs->len : rhs->len;
    for (size_t i = 0; i < n; ++i) {
        if (lhs->ptr[i] != rhs->ptr[i])
            return lhs->ptr[i] < rhs->ptr[i] ? -1 : 1;
    }
    if (lhs->len == rhs->len)
        return 0;
    return lhs->len < rhs->len ? -1 : 1;
}

static uint64_t aws_hash_byte_cursor(const struct aws_byte_cursor *cur) {
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < cur->len; i++) {
        h ^= cur->ptr[i];
        h *= 16777619u;
    }
    return h;
}

/* ---- array list ---- */
struct aws_array_list {
    struct aws_allocator *alloc;
    size_t current_size;
    size_t length;
    size_t item_size;
    void *data;
};

static bool aws_array_list_is_valid(const struct aws_array_list *list) {
    if (!list)
        return false;
    size_t required;
    bool no_overflow = !__builtin_mul_overflow(list->length, list->item_size, &required);
    return no_overflow && required <= list->current_size && list->item_size > 0 &&
           (list->current_size == 0 ? list->data == NULL : list->data != NULL);
}

static bool aws_array_list_is_bounded(const struct aws_array_list *list, size_t max_items, size_t max_item_size) {
    return list->current_size <= max_items * max_item_size && list->item_size <= max_item_size;
}

static void ensure_array_list_has_allocated_data_member(struct aws_array_list *list) {
    list->data = bounded_malloc(list->current_size);
    list->alloc = __VERIFIER_nondet_bool() ? NULL : aws_default_allocator();
}

static int aws_array_list_init_dynamic(struct aws_array_list *list, struct aws_allocator *alloc, size_t initial_item_allocation, size_t item_size) {
    AWS_PRECONDITION(list);
    AWS_PRECONDITION(item_size > 0);
    memset(list, 0, sizeof(*list));
    size_t bytes;
    if (aws_mul_size_checked(initial_item_allocation, item_size, &bytes))
        return AWS_OP_ERR;
    if (bytes > 0) {
        list->data = aws_mem_acquire(alloc, bytes);
        if (!list->data)
            return AWS_OP_ERR;
        list->current_size = bytes;
    }
    list->item_size = item_size;
    list->alloc = alloc;
    AWS_POSTCONDITION(aws_array_list_is_valid(list));
    return AWS_OP_SUCCESS;
}

static void aws_array_list_init_static(struct aws_array_list *list, void *raw, size_t item_count, size_t item_size) {
    AWS_PRECONDITION(list && raw && item_count > 0 && item_size > 0);
    list->alloc = NULL;
    list->current_size = item_count * item_size;
    list->item_size = item_size;
    list->length = 0;
    list->data = raw;
}

static void aws_array_list_clean_up(struct aws_array_list *list) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    if (list->alloc && list->data)
        aws_mem_release(list->alloc, list->data);
    memset(list, 0, sizeof(*list));
}

static size_t aws_array_list_length(const struct aws_array_list *list) { return list->length; }

static size_t aws_array_list_capacity(const struct aws_array_list *list) { return list->current_size / list->item_size; }

static int aws_array_list_ensure_capacity(struct aws_array_list *list, size_t index) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    size_t necessary;
    if (aws_add_size_checked(index, 1, &necessary))
        return AWS_OP_ERR;
    if (aws_mul_size_checked(necessary, list->item_size, &necessary))
        return AWS_OP_ERR;
    if (list->current_size < necessary) {
        if (!list->alloc)
            return aws_raise_error(AWS_ERROR_INVALID_INDEX);
        size_t next = list->current_size ? aws_add_size_saturating(list->current_size, list->current_size) : list->item_size;
        if (next < necessary)
            next = necessary;
        void *temp = aws_mem_acquire(list->alloc, next);
        if (!temp)
            return AWS_OP_ERR;
        if (list->data) {
            memcpy(temp, list->data, list->current_size);
            aws_mem_release(list->alloc, list->data);
        }
        list->data = temp;
        list->current_size = next;
    }
    return AWS_OP_SUCCESS;
}

static int aws_array_list_set_at(struct aws_array_list *list, const void *val, size_t index) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    if (aws_array_list_ensure_capacity(list, index))
        return AWS_OP_ERR;
    memcpy((uint8_t *)list->data + list->item_size * index, val, list->item_size);
    if (index >= list->length)
        list->length = index + 1;
    AWS_POSTCONDITION(aws_array_list_is_valid(list));
    return AWS_OP_SUCCESS;
}

static int aws_array_list_push_back(struct aws_array_list *list, const void *val) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    int err = aws_array_list_set_at(list, val, list->length);
    if (err && aws_last_error() == AWS_ERROR_INVALID_INDEX && !list->alloc)
        return aws_raise_error(AWS_ERROR_SHORT_BUFFER);
    return err;
}

static int aws_array_list_get_at(const struct aws_array_list *list, void *val, size_t index) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
#ifdef AWS_BUG_GET_AT
    if (index <= list->length) {
#else
    if (index < list->length) {
#endif
        memcpy(val, (uint8_t *)list->data + list->item_size * index, list->item_size);
        return AWS_OP_SUCCESS;
    }
    return aws_raise_error(AWS_ERROR_INVALID_INDEX);
}

static int aws_array_list_get_at_ptr(const struct aws_array_list *list, void **val, size_t index) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    if (index < list->length) {
        *val = (uint8_t *)list->data + list->item_size * index;
        return AWS_OP_SUCCESS;
    }
    return aws_raise_error(AWS_ERROR_INVALID_INDEX);
}

static int aws_array_list_back(const struct aws_array_list *list, void *val) {
    if (list->length == 0)
        return aws_raise_error(AWS_ERROR_LIST_EMPTY);
    return aws_array_list_get_at(list, val, list->length - 1);
}

static int aws_array_list_pop_back(struct aws_array_list *list) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    if (list->length == 0)
        return aws_raise_error(AWS_ERROR_LIST_EMPTY);
    size_t last = list->length - 1;
    memset((uint8_t *)list->data + last * list->item_size, 0, list->item_size);
    list->length--;
    return AWS_OP_SUCCESS;
}

static void aws_array_list_swap(struct aws_array_list *list, size_t a, size_t b) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    AWS_PRECONDITION(a < list->length && b < list->length);
    if (a == b)
        return;
    void *pa, *pb;
    aws_array_list_get_at_ptr(list, &pa, a);
    aws_array_list_get_at_ptr(list, &pb, b);
    uint8_t tmp[16];
    size_t left = list->item_size;
    uint8_t *x = pa, *y = pb;
    while (left > 0) {
        size_t n = left < sizeof(tmp) ? left : sizeof(tmp);
        memcpy(tmp, x, n);
        memcpy(x, y, n);
        memcpy(y, tmp, n);
        x += n;
        y += n;
        left -= n;
    }
}

typedef int(aws_array_list_comparator_fn)(const void *a, const void *b);

static void aws_array_list_sort(struct aws_array_list *list, aws_array_list_comparator_fn *compare_fn) {
    AWS_PRECONDITION(aws_array_list_is_valid(list));
    if (list->data)
        qsort(list->data, list->length, list->item_size, compare_fn);
}

/* ---- intrusive linked list ---- */
struct aws_linked_list_node {
    struct aws_linked_list_node *next;
    struct aws_linked_list_node *prev;
};

struct aws_linked_list {
    struct aws_linked_list_node head;
    struct aws_linked_list_node tail;
};

static void aws_linked_list_init(struct aws_linked_list *list) {
    list->head.next = &list->tail;
    list->head.prev = NULL;
    list->tail.prev = &list->head;
    list->tail.next = NULL;
}

static bool aws_linked_list_empty(const struct aws_linked_list *list) { return list->head.next == &list->tail; }

static void aws_linked_list_insert_before(struct aws_linked_list_node *before, struct aws_linked_list_node *to_add) {
    to_add->next = before;
    to_add->prev = before->prev;
    before->prev->next = to_add;
    before->prev = to_add;
}

static void aws_linked_list_push_back(struct aws_linked_list *list, struct aws_linked_list_node *node) {
    aws_linked_list_insert_before(&list->tail, node);
}

static void aws_linked_list_push_front(struct aws_linked_list *list, struct aws_linked_list_node *node) {
    aws_linked_list_insert_before(list->head.next, node);
}

static void aws_linked_list_remove(struct aws_linked_list_node *node) {
    node->prev->next = node->next;
    node->next->prev = node->prev;
    node->next = node->prev = NULL;
}

static struct aws_linked_list_node *aws_linked_list_pop_front(struct aws_linked_list *list) {
    AWS_PRECONDITION(!aws_linked_list_empty(list));
    struct aws_linked_list_node *front = list->head.next;
    aws_linked_list_remove(front);
    return front;
}

static bool aws_linked_list_is_valid(const struct aws_linked_list *list) {
    if (!list || list->head.prev != NULL || list->tail.next != NULL)
        return false;
    const struct aws_linked_list_node *n = &list->head;
    int steps = 0;
    while (n != &list->tail) {
        if (n->next == NULL || n->next->prev != n)
            return false;
        n = n->next;
        if (++steps > 8)
            return false;
    }
    return true;
}
