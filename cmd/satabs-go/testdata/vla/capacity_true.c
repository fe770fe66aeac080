/* A cursor over a heap buffer whose length a predicate on the struct
   bounds (at most 3000 bytes, beyond the model's first capacity of 1024):
   advancing within the length stays inside the buffer. */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
extern void abort(void);
extern size_t __VERIFIER_nondet_ulong(void);
static void assume(bool c) { if (!c) abort(); }

struct cursor { size_t len; uint8_t *ptr; };

static bool cursor_is_bounded(const struct cursor *c, size_t max) { return c->len <= max; }
static void cursor_allocate(struct cursor *c) { c->ptr = malloc(c->len); }
static bool cursor_is_valid(const struct cursor *c) { return c->len == 0 || c->ptr != NULL; }

static uint8_t cursor_byte_at(const struct cursor *c, size_t i) { return c->ptr[i]; }

int main(void) {
  struct cursor c;
  c.len = __VERIFIER_nondet_ulong();
  assume(cursor_is_bounded(&c, 3000));
  cursor_allocate(&c);
  assume(cursor_is_valid(&c));
  if (c.len > 0) {
    size_t i = __VERIFIER_nondet_ulong();
    assume(i < c.len);
    c.ptr[i] = 7;
    if (cursor_byte_at(&c, i) != 7) reach_error();
  }
  free(c.ptr);
  return 0;
}
