/* A generic array list in the manner of AWS's C common library harnesses:
   void * storage from an untyped allocation (bytes), items copied in and
   out with memcpy by item_size, __builtin_mul_overflow in the validity
   predicate.
   Checked with gcc -fsanitize=address,undefined on random inputs. */
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
typedef _Bool bool;
extern void __VERIFIER_error(void) __attribute__((noreturn));
extern void __VERIFIER_assume(int cond);
extern _Bool __VERIFIER_nondet_bool(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
void __VERIFIER_assert(int cond) { if (!cond) __VERIFIER_error(); }
#define assert(c) __VERIFIER_assert(c)
#define MAX_MALLOC 64
struct aws_array_list { size_t current_size; size_t length; size_t item_size; void *data; };
void *bounded_malloc(size_t size) { __VERIFIER_assume(size <= MAX_MALLOC); return malloc(size); }
bool aws_array_list_is_valid(const struct aws_array_list *l) {
  if (!l) return 0;
  size_t req;
  if (__builtin_mul_overflow(l->length, l->item_size, &req)) return 0;
  return req <= l->current_size && (l->current_size == 0 || l->data);
}
int aws_array_list_get_at(const struct aws_array_list *l, void *val, size_t index) {
  assert(aws_array_list_is_valid(l));
  if (l->length > index) {
    memcpy(val, (void *)((uint8_t *)l->data + (l->item_size * index)), l->item_size);
    return 0;
  }
  return -1;
}
int aws_array_list_set_at(struct aws_array_list *l, const void *val, size_t index) {
  assert(aws_array_list_is_valid(l));
  if (index >= l->length) return -1;
  memcpy((uint8_t *)l->data + l->item_size * index, val, l->item_size);
  return 0;
}
int main(void) {
  struct aws_array_list list;
  list.item_size = sizeof(uint32_t);
  list.length = __VERIFIER_nondet_ulong();
  __VERIFIER_assume(list.length <= 8);
  list.current_size = list.length * list.item_size;
  list.data = list.current_size ? bounded_malloc(list.current_size) : NULL;
  __VERIFIER_assume(aws_array_list_is_valid(&list));
  size_t idx = __VERIFIER_nondet_ulong();
  uint32_t v = 0x12345678u, out = 0;
  if (aws_array_list_set_at(&list, &v, idx) == 0) {
    int r = aws_array_list_get_at(&list, &out, idx);
    assert(r == 0 && out == v);
  }
  assert(aws_array_list_is_valid(&list));
  free(list.data);
  return 0;
}
