// A generic chained hash table with hash and equality callbacks, as in
// C container libraries: buckets of malloc'd nodes, insert (replacing an
// existing key), lookup, delete and destroy. Keys are ints behind
// const void *; the table is used by a short nondeterministic sequence
// of operations and compared against a shadow array of the keys present.
// The bug: ht_del unlinks the first node of the bucket instead of the
// node found, so a key that collides with an earlier one deletes it.
// Expected: FALSE under unreach-call; TRUE under valid-memsafety.
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define NBUCKETS 3
#define NKEYS 3

typedef unsigned (*hash_fn)(const void *key);
typedef int (*eq_fn)(const void *a, const void *b);

struct hnode {
  struct hnode *next;
  const void *key;
  int value;
};

struct htab {
  hash_fn hash;
  eq_fn eq;
  struct hnode *bucket[NBUCKETS];
  int count;
};

static unsigned int_hash(const void *k) { return (unsigned)*(const int *)k; }
static int int_eq(const void *a, const void *b) { return *(const int *)a == *(const int *)b; }

static void ht_init(struct htab *t, hash_fn h, eq_fn e) {
  int i;
  t->hash = h;
  t->eq = e;
  t->count = 0;
  for (i = 0; i < NBUCKETS; i++)
    t->bucket[i] = 0;
}

static struct hnode **ht_slot(struct htab *t, const void *key) {
  struct hnode **pp = &t->bucket[t->hash(key) % NBUCKETS];
  while (*pp && !t->eq((*pp)->key, key))
    pp = &(*pp)->next;
  return pp;
}

static int ht_put(struct htab *t, const void *key, int value) {
  struct hnode **pp = ht_slot(t, key);
  struct hnode *n;
  if (*pp) {
    (*pp)->value = value;
    return 0;
  }
  n = malloc(sizeof *n);
  if (!n)
    return -1;
  n->next = 0;
  n->key = key;
  n->value = value;
  *pp = n;
  t->count++;
  return 1;
}

static struct hnode *ht_get(struct htab *t, const void *key) { return *ht_slot(t, key); }

static int ht_del(struct htab *t, const void *key) {
  struct hnode **pp = &t->bucket[t->hash(key) % NBUCKETS];
  struct hnode *n = *pp;
  if (!*ht_slot(t, key))
    return 0;
  *pp = n->next;
  free(n);
  t->count--;
  return 1;
}

static void ht_destroy(struct htab *t) {
  int i;
  for (i = 0; i < NBUCKETS; i++) {
    struct hnode *n = t->bucket[i];
    while (n) {
      struct hnode *next = n->next;
      free(n);
      n = next;
    }
    t->bucket[i] = 0;
  }
  t->count = 0;
}

static const int keys[NKEYS] = {4, 7, 10};

int main(void) {
  struct htab t;
  int present[NKEYS] = {0, 0, 0};
  int i, npresent = 0;
  ht_init(&t, int_hash, int_eq);
  for (i = 0; i < 4; i++) {
    int k = __VERIFIER_nondet_int();
    int op = __VERIFIER_nondet_int();
    if (k < 0 || k >= NKEYS)
      break;
    if (op == 0) {
      int r = ht_put(&t, &keys[k], i);
      if (r == 1) {
        if (present[k])
          reach_error();
        present[k] = 1;
        npresent++;
      } else if (r == 0 && !present[k]) {
        reach_error();
      }
    } else if (op == 1) {
      struct hnode *n = ht_get(&t, &keys[k]);
      if ((n != 0) != present[k])
        reach_error();
      if (n && *(const int *)n->key != keys[k])
        reach_error();
    } else {
      int r = ht_del(&t, &keys[k]);
      if (r != present[k])
        reach_error();
      if (r) {
        present[k] = 0;
        npresent--;
      }
    }
    if (t.count != npresent)
      reach_error();
  }
  ht_destroy(&t);
  return 0;
}
