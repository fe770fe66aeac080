// An open-addressing hash table with linear probing and tombstones, as in
// small C container libraries: the hash function is a callback, a deleted
// slot becomes a tombstone so that later keys of the same probe chain stay
// reachable, and an insert reuses the first tombstone of its chain. The
// table is used by four nondeterministic operations and compared against a
// shadow array of the keys present.
// The bug: oa_del marks the slot EMPTY instead of DEAD, which cuts the
// probe chain: a key inserted after a colliding one is then not found.
// Expected: FALSE under unreach-call.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define NSLOTS 4
#define NKEYS 3

enum { EMPTY, FULL, DEAD };

typedef unsigned (*hash_fn)(int key);

struct oatab {
  hash_fn hash;
  unsigned char state[NSLOTS];
  int key[NSLOTS];
  int used;
};

static unsigned mod_hash(int key) { return (unsigned)key * 2654435761u >> 30; }

static void oa_init(struct oatab *t, hash_fn h) {
  int i;
  t->hash = h;
  t->used = 0;
  for (i = 0; i < NSLOTS; i++)
    t->state[i] = EMPTY;
}

/* The slot holding key, or -1. */
static int oa_find(const struct oatab *t, int key) {
  unsigned h = t->hash(key) % NSLOTS;
  int n;
  for (n = 0; n < NSLOTS; n++) {
    unsigned s = (h + n) % NSLOTS;
    if (t->state[s] == EMPTY)
      return -1;
    if (t->state[s] == FULL && t->key[s] == key)
      return (int)s;
  }
  return -1;
}

/* 1 inserted, 0 already there, -1 full. */
static int oa_put(struct oatab *t, int key) {
  unsigned h;
  int n, free_slot = -1;
  if (oa_find(t, key) >= 0)
    return 0;
  h = t->hash(key) % NSLOTS;
  for (n = 0; n < NSLOTS; n++) {
    unsigned s = (h + n) % NSLOTS;
    if (t->state[s] != FULL) {
      free_slot = (int)s;
      break;
    }
  }
  if (free_slot < 0)
    return -1;
  t->state[free_slot] = FULL;
  t->key[free_slot] = key;
  t->used++;
  return 1;
}

static int oa_del(struct oatab *t, int key) {
  int s = oa_find(t, key);
  if (s < 0)
    return 0;
  t->state[s] = EMPTY;
  t->used--;
  return 1;
}

static const int keys[NKEYS] = {3, 11, 19};

int main(void) {
  struct oatab t;
  int present[NKEYS] = {0, 0, 0};
  int i, npresent = 0;
  oa_init(&t, mod_hash);
  for (i = 0; i < 4; i++) {
    int k = __VERIFIER_nondet_int();
    int op = __VERIFIER_nondet_int();
    if (k < 0 || k >= NKEYS)
      break;
    if (op == 0) {
      int r = oa_put(&t, keys[k]);
      if (r < 0 || (r == 1) == present[k])
        reach_error();
      present[k] = 1;
      if (r == 1)
        npresent++;
    } else if (op == 1) {
      if ((oa_find(&t, keys[k]) >= 0) != present[k])
        reach_error();
    } else {
      if (oa_del(&t, keys[k]) != present[k])
        reach_error();
      if (present[k]) {
        present[k] = 0;
        npresent--;
      }
    }
    if (t.used != npresent)
      reach_error();
  }
  return 0;
}
