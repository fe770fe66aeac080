/* A hash table keyed by pointers, hashed by their integer images, with
   linear probing: every key put is found again, with its value, whatever
   the addresses. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
extern void reach_error(void);
#define check(c) do { if (!(c)) reach_error(); } while (0)

#define SLOTS 8
struct entry { const void *key; int value; };
static struct entry table[SLOTS];

static uint64_t hash_ptr(const void *p) { return (uint64_t)(uintptr_t)p; }

static int put(const void *key, int value) {
  size_t i = (size_t)((hash_ptr(key) >> 2) % SLOTS);
  for (int n = 0; n < SLOTS; n++) {
    if (table[i].key == NULL || table[i].key == key) {
      table[i].key = key;
      table[i].value = value;
      return 1;
    }
    i = (i + 1) % SLOTS;
  }
  return 0;
}

static const struct entry *get(const void *key) {
  size_t i = (size_t)((hash_ptr(key) >> 2) % SLOTS);
  for (int n = 0; n < SLOTS; n++) {
    if (table[i].key == key) return &table[i];
    if (table[i].key == NULL) return NULL;
    i = (i + 1) % SLOTS;
  }
  return NULL;
}

int a, b;
int main(void) {
  char *c = malloc(4);
  if (!c) return 0;
  check(put(&a, 1) && put(&b, 2) && put(c, 3));
  const struct entry *e = get(&b);
  check(e != NULL && e->value == 2);
  e = get(c);
  check(e != NULL && e->value == 3);
  check(put(&a, 4));
  e = get(&a);
  check(e != NULL && e->value == 4);
  free(c);
  return 0;
}
