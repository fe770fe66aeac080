/* A byte buffer in the manner of AWS's C common library harnesses: an
   allocator table of function pointers, malloc wrappers that return
   void * (the heap object's type comes from the caller's conversion,
   through the wrappers), __builtin_add_overflow, variadic arguments.
   Bug: an append may fill the buffer exactly (gcc: random inputs reach it).
   Checked with gcc -fsanitize=address,undefined on random inputs. */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
typedef _Bool bool;
extern void __VERIFIER_error(void) __attribute__((noreturn));
extern void __VERIFIER_assume(int cond);
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void *__VERIFIER_nondet_pointer(void);
void __VERIFIER_assert(int cond) { if (!cond) __VERIFIER_error(); }
#define assert(c) __VERIFIER_assert(c)
#define MAX_MALLOC 16
#define AWS_OP_SUCCESS 0
#define AWS_OP_ERR (-1)
struct aws_allocator {
  void *(*mem_acquire)(struct aws_allocator *a, size_t size);
  void (*mem_release)(struct aws_allocator *a, void *p);
};
struct aws_byte_buf { size_t len; uint8_t *buffer; size_t capacity; struct aws_allocator *allocator; };
struct aws_byte_cursor { size_t len; uint8_t *ptr; };
static int last_error;
int aws_raise_error(int e) { last_error = e; return AWS_OP_ERR; }
static inline int aws_add_size_checked(size_t a, size_t b, size_t *r) {
  if (__builtin_add_overflow(a, b, r)) return aws_raise_error(5);
  return AWS_OP_SUCCESS;
}
void *bounded_malloc(size_t size) { __VERIFIER_assume(size <= MAX_MALLOC); return malloc(size); }
void *can_fail_malloc(size_t size) { return __VERIFIER_nondet_bool() ? NULL : bounded_malloc(size); }
static void *s_acq(struct aws_allocator *a, size_t size) { (void)a; return can_fail_malloc(size); }
static void s_rel(struct aws_allocator *a, void *p) { (void)a; free(p); }
static struct aws_allocator s_alloc = { .mem_acquire = s_acq, .mem_release = s_rel };
struct aws_allocator *can_fail_allocator(void) { return &s_alloc; }
bool aws_byte_buf_is_valid(const struct aws_byte_buf *b) {
  return b && ((b->capacity == 0 && b->len == 0 && b->buffer == NULL) ||
               (b->capacity > 0 && b->len <= b->capacity && b->buffer));
}
bool aws_byte_cursor_is_valid(const struct aws_byte_cursor *c) {
  return c && ((c->len == 0) || (c->len > 0 && c->ptr));
}
int aws_byte_buf_append(struct aws_byte_buf *to, const struct aws_byte_cursor *from) {
  assert(aws_byte_buf_is_valid(to));
  assert(aws_byte_cursor_is_valid(from));
  if (to->capacity - to->len < from->len) return aws_raise_error(7);
  if (from->len > 0) {
    memcpy(to->buffer + to->len, from->ptr, from->len);
    to->len += from->len;
  }
  assert(aws_byte_buf_is_valid(to));
  return AWS_OP_SUCCESS;
}
void *aws_mem_acquire_many(struct aws_allocator *al, size_t count, ...) {
  va_list ap; va_start(ap, count);
  size_t total = 0;
  for (size_t i = 0; i < count; ++i) { (void)va_arg(ap, void **); total += va_arg(ap, size_t); }
  va_end(ap);
  return total ? al->mem_acquire(al, total) : NULL;
}
int main(void) {
  struct aws_byte_buf buf;
  struct aws_byte_cursor cur;
  size_t cap = __VERIFIER_nondet_ulong(), n = __VERIFIER_nondet_ulong();
  __VERIFIER_assume(cap <= MAX_MALLOC && n <= MAX_MALLOC);
  buf.capacity = cap; buf.len = __VERIFIER_nondet_ulong();
  __VERIFIER_assume(buf.len <= buf.capacity);
  buf.allocator = can_fail_allocator();
  buf.buffer = cap ? buf.allocator->mem_acquire(buf.allocator, cap) : NULL;
  __VERIFIER_assume(aws_byte_buf_is_valid(&buf));
  cur.len = n; cur.ptr = n ? bounded_malloc(n) : NULL;
  __VERIFIER_assume(aws_byte_cursor_is_valid(&cur));
  struct aws_byte_buf old = buf;
  size_t sum;
  if (aws_add_size_checked(buf.len, cur.len, &sum) == AWS_OP_SUCCESS) { }
  if (aws_byte_buf_append(&buf, &cur) == AWS_OP_SUCCESS) {
    assert(buf.len == old.len + cur.len);
    if (cur.len > 0) assert(buf.buffer[old.len] == cur.ptr[0]);
    assert(buf.len < buf.capacity || cur.len == 0);
  } else {
    assert(buf.len == old.len);
  }
  void *a, *b;
  void *m = aws_mem_acquire_many(can_fail_allocator(), 2, &a, (size_t)4, &b, (size_t)8);
  if (m) s_alloc.mem_release(&s_alloc, m);
  if (buf.buffer) buf.allocator->mem_release(buf.allocator, buf.buffer);
  free(cur.ptr);
  return 0;
}
