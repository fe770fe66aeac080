// Parsing a configuration line "key=value;key=value" with libc string
// functions, as busybox-style tools do: strchr finds the separators,
// strncmp matches the key names, strtol reads the numbers with an end
// pointer, memcpy copies a name into a bounded field and strlen
// measures it. Keys and numbers are chosen nondeterministically from
// short tables and spliced into the line.
// Expected: TRUE under unreach-call and valid-memsafety.
#include <string.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

struct config {
  long port;
  long retries;
  int unknown;
  char name[4];
};

static const char *const keys[3] = {"port", "retry", "name"};
static const char *const vals[3] = {"8", "12", "ab"};

static int set_key(struct config *c, const char *k, size_t klen, const char *v, size_t vlen) {
  char *end;
  if (klen == 4 && strncmp(k, "port", 4) == 0) {
    long x = strtol(v, &end, 10);
    if (end != v + vlen)
      return -1;
    c->port = x;
    return 0;
  }
  if (klen == 5 && strncmp(k, "retry", 5) == 0) {
    long x = strtol(v, &end, 10);
    if (end != v + vlen || x < 0 || x > 99)
      return -1;
    c->retries = x;
    return 0;
  }
  if (klen == 4 && strncmp(k, "name", 4) == 0) {
    if (vlen >= sizeof c->name)
      return -1;
    memcpy(c->name, v, vlen);
    c->name[vlen] = 0;
    return 0;
  }
  c->unknown++;
  return 0;
}

static int parse_line(struct config *c, const char *line) {
  const char *p = line;
  while (*p) {
    const char *eq = strchr(p, '=');
    const char *semi;
    size_t vlen;
    if (!eq)
      return -1;
    semi = strchr(eq + 1, ';');
    vlen = semi ? (size_t)(semi - eq - 1) : strlen(eq + 1);
    if (set_key(c, p, (size_t)(eq - p), eq + 1, vlen) != 0)
      return -1;
    if (!semi)
      break;
    p = semi + 1;
  }
  return 0;
}

static size_t append(char *buf, size_t at, const char *s) {
  size_t n = strlen(s);
  memcpy(buf + at, s, n);
  return at + n;
}

int main(void) {
  char line[24];
  struct config c = {0, 0, 0, {0}};
  size_t at = 0;
  int i;
  for (i = 0; i < 2; i++) {
    int k = __VERIFIER_nondet_int(), v = __VERIFIER_nondet_int();
    if (k < 0 || k > 2 || v < 0 || v > 2)
      return 0;
    if (i > 0)
      at = append(line, at, ";");
    at = append(line, at, keys[k]);
    at = append(line, at, "=");
    at = append(line, at, vals[v]);
  }
  line[at] = 0;
  if (parse_line(&c, line) == 0) {
    if (c.port != 0 && c.port != 8 && c.port != 12)
      reach_error();
    if (c.retries < 0 || c.retries > 99)
      reach_error();
    if (strlen(c.name) >= sizeof c.name)
      reach_error();
    if (c.unknown != 0)
      reach_error();
  }
  return 0;
}
