/* A configuration reader in the manner of busybox's parsers: "key=value"
   pairs separated by ';' are split with strtok_r, and each key and value
   is copied with strdup into a small table, which is freed at the end. The claim on the number of entries is wrong
   when the first pair has no '='. */
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

struct entry {
  char *key;
  char *value;
};

static struct entry table[4];
static int entries;

static int add(const char *key, const char *value) {
  char *k, *v;
  if (entries == 4)
    return -1;
  k = strdup(key);
  if (!k)
    return -1;
  v = strdup(value);
  if (!v) {
    free(k);
    return -1;
  }
  table[entries].key = k;
  table[entries].value = v;
  entries++;
  return 0;
}

static const char *lookup(const char *key) {
  for (int i = 0; i < entries; i++)
    if (strcmp(table[i].key, key) == 0)
      return table[i].value;
  return 0;
}

static void clear(void) {
  for (int i = 0; i < entries; i++) {
    free(table[i].key);
    free(table[i].value);
  }
  entries = 0;
}

int main(void) {
  char text[] = "user=root;shell=/bin/sh;home=/";
  char *save = 0;
  if (__VERIFIER_nondet_int())
    text[4] = ';'; /* a pair without '=' */
  for (char *pair = strtok_r(text, ";", &save); pair; pair = strtok_r(0, ";", &save)) {
    char *eq = strchr(pair, '=');
    if (!eq)
      continue;
    *eq = 0;
    if (add(pair, eq + 1) != 0)
      break;
  }
  const char *shell = lookup("shell");
  if (shell && strcmp(shell, "/bin/sh") != 0)
    reach_error();
  if (shell && entries != 3)
    reach_error(); /* without the pair "user=root", only two entries */
  clear();
  return 0;
}
