// A generic hash map: hash and compare callbacks in the map, chaining
// with malloc'd entries, insert (replacing a present key), lookup,
// remove and destroy (every entry freed). Keys are ints behind void *.
// Expected: FALSE(valid-memtrack): remove unlinks an entry without freeing it.
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
typedef unsigned (*hash_fn)(const void *);
typedef int (*cmp_fn)(const void *, const void *);
struct entry { const void *key; int value; struct entry *next; };
struct map { hash_fn hash; cmp_fn cmp; struct entry *buckets[4]; int size; };
static unsigned int_hash(const void *k) { return (unsigned)*(const int *)k * 2654435761u; }
static unsigned low_hash(const void *k) { return (unsigned)*(const int *)k; }
static int int_cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static int map_put(struct map *m, const void *k, int v) {
  struct entry **b = &m->buckets[m->hash(k) % 4];
  for (struct entry *e = *b; e; e = e->next)
    if (m->cmp(e->key, k) == 0) { e->value = v; return 0; }
  struct entry *e = malloc(sizeof *e);
  if (!e) return -1;
  e->key = k; e->value = v; e->next = *b; *b = e;
  m->size++;
  return 1;
}
static struct entry *map_get(struct map *m, const void *k) {
  for (struct entry *e = m->buckets[m->hash(k) % 4]; e; e = e->next)
    if (m->cmp(e->key, k) == 0) return e;
  return 0;
}
static int map_remove(struct map *m, const void *k) {
  for (struct entry **p = &m->buckets[m->hash(k) % 4]; *p; p = &(*p)->next)
    if (m->cmp((*p)->key, k) == 0) {
      struct entry *e = *p;
      *p = e->next;
      (void)e;
      m->size--;
      return 1;
    }
  return 0;
}
static void map_destroy(struct map *m) {
  for (int i = 0; i < 4; i++) {
    struct entry *e = m->buckets[i];
    while (e) { struct entry *n = e->next; free(e); e = n; }
    m->buckets[i] = 0;
  }
  m->size = 0;
}
int main(void) {
  struct map m = {0};
  m.hash = __VERIFIER_nondet_int() ? int_hash : low_hash;
  m.cmp = int_cmp;
  int keys[3];
  for (int i = 0; i < 3; i++) {
    keys[i] = __VERIFIER_nondet_int();
    if (keys[i] < -100 || keys[i] > 100) return 0;
  }
  int fresh = 0;
  for (int i = 0; i < 3; i++) fresh += map_put(&m, &keys[i], i) == 1;
  if (m.size != fresh) reach_error();
  struct entry *e = map_get(&m, &keys[2]);
  if (!e || e->value != 2) reach_error();
  if (keys[0] != keys[2]) {
    e = map_get(&m, &keys[0]);
    if (!e || (e->value != 0 && keys[0] != keys[1])) reach_error();
  }
  int before = m.size;
  if (map_remove(&m, &keys[1]) != 1 || m.size != before - 1) reach_error();
  if (map_get(&m, &keys[1])) reach_error();
  map_destroy(&m);
  return 0;
}
