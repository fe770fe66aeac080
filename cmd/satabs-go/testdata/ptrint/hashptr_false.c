/* The hash table keyed by pointers with a bug: put stops probing at a
   slot of another key and overwrites it, so a key whose home slot another
   key took is lost: &keys[0] and &keys[8] are 32 bytes apart, so they
   have the same home slot wherever keys lies. */
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
    if (1) {
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

int keys[16];
int main(void) {
  check(put(&keys[0], 1) && put(&keys[8], 2));
  const struct entry *e = get(&keys[8]);
  check(e != NULL && e->value == 2);
  e = get(&keys[0]);
  check(e != NULL && e->value == 1);
  return 0;
}
