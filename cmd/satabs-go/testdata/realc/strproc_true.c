// String processing with the C library: a "key=value;key=value" line of
// nondeterministic characters is split with strchr, keys compared with
// strncmp and strcmp, values read with atoi and copied with strncpy.
// Expected: TRUE: a value parsed is at most 999 (three digits at most
// fit in a field of the buffer) and the copied key is terminated.
#include <string.h>
#include <stdlib.h>
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
#define N 8
struct kv { char key[4]; int value; };
static int parse(const char *line, struct kv *out, int max) {
  int n = 0;
  const char *p = line;
  while (*p && n < max) {
    const char *eq = strchr(p, '=');
    if (!eq || eq - p == 0 || eq - p > 3) return -1;
    const char *end = strchr(eq + 1, ';');
    size_t vlen = end ? (size_t)(end - eq - 1) : strlen(eq + 1);
    if (vlen == 0 || vlen > 3) return -1;
    for (size_t i = 0; i < vlen; i++)
      if (eq[1 + i] < '0' || eq[1 + i] > '9') return -1;
    strncpy(out[n].key, p, (size_t)(eq - p));
    out[n].key[eq - p] = 0;
    out[n].value = atoi(eq + 1);
    n++;
    p = end ? end + 1 : eq + 1 + vlen;
  }
  return n;
}
int main(void) {
  char line[N + 1];
  for (int i = 0; i < N; i++) line[i] = __VERIFIER_nondet_char();
  line[N] = 0;
  struct kv kvs[3];
  int n = parse(line, kvs, 3);
  if (n > 3) reach_error();
  for (int i = 0; i < n; i++) {
    if (kvs[i].value < 0 || kvs[i].value > 999) reach_error();
    if (strlen(kvs[i].key) > 3) reach_error();
    if (strcmp(kvs[i].key, "a") == 0 && strncmp(kvs[i].key, "ab", 2) == 0) reach_error();
  }
  return 0;
}
