/* The byte cursor of cursor_true.c with the mask's bound one too small:
   advancing by the whole length masks the pointer to NULL. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
extern void abort(void);
extern size_t __VERIFIER_nondet_ulong(void);
static void assume(bool c) { if (!c) abort(); }
static void check(bool c) { if (!c) reach_error(); }

struct cursor { size_t len; uint8_t *ptr; };

static bool cursor_is_bounded(const struct cursor *c, size_t max) { return c->len <= max; }
static bool cursor_is_valid(const struct cursor *c) { return c->len == 0 || c->ptr != NULL; }
static void cursor_allocate(struct cursor *c) { c->ptr = malloc(c->len); }

static size_t in_range_mask(size_t index, size_t bound) {
  return (size_t)0 - (size_t)(index < bound);
}

static struct cursor cursor_advance(struct cursor *c, size_t len) {
  struct cursor rv = { 0, NULL };
  if (len <= c->len && len <= SIZE_MAX >> 1 && c->len <= SIZE_MAX >> 1) {
    size_t mask = in_range_mask(len, c->len);
    len &= mask;
    c->ptr = (uint8_t *)((uintptr_t)c->ptr & mask);
    c->len &= mask;
    rv.ptr = c->ptr;
    rv.len = len;
    c->ptr = c->ptr ? c->ptr + len : NULL;
    c->len -= len;
  }
  return rv;
}

int main(void) {
  struct cursor c;
  c.len = __VERIFIER_nondet_ulong();
  assume(cursor_is_bounded(&c, 2000));
  cursor_allocate(&c);
  assume(cursor_is_valid(&c));
  struct cursor old = c;
  size_t n = __VERIFIER_nondet_ulong();
  if (n < c.len)
    c.ptr[n] = 42;
  struct cursor rv = cursor_advance(&c, n);
  if (n <= old.len) {
    check(rv.ptr == old.ptr && rv.len == n);
    check(c.len == old.len - n);
    check(old.ptr == NULL || c.ptr == old.ptr + n);
    if (c.len > 0)
      check(c.ptr[0] == 42);
  } else {
    check(rv.ptr == NULL && c.ptr == old.ptr && c.len == old.len);
  }
  free(old.ptr);
  return 0;
}
