// A bounded tokenizer in the manner of busybox's option and line parsers:
// a line of up to six characters from a small alphabet is split at runs
// of separators (' ' and ','); each token is recorded as (start, length)
// in a fixed array and handed to a visitor callback that counts letters.
// The claims: at most three tokens fit in six characters, the token
// lengths plus the separators skipped make up the line's length, and the
// visitor saw every letter.
// The bug: the visitor starts counting at the token's second character,
// so a token that begins with 'a' is miscounted.
// Expected: FALSE under unreach-call.
#include <string.h>
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);

#define LINE 6
#define MAXTOK 3

struct token {
  const char *start;
  int len;
};

typedef void (*visit_fn)(const struct token *t, void *arg);

static int is_sep(char c) { return c == ' ' || c == ','; }

static int tokenize(const char *s, struct token *out, int max, visit_fn visit, void *arg) {
  int n = 0;
  while (*s) {
    while (*s && is_sep(*s))
      s++;
    if (!*s)
      break;
    if (n == max)
      return -1;
    out[n].start = s;
    while (*s && !is_sep(*s))
      s++;
    out[n].len = (int)(s - out[n].start);
    visit(&out[n], arg);
    n++;
  }
  return n;
}

static void count_letters(const struct token *t, void *arg) {
  int *letters = arg;
  int i;
  for (i = 1; i < t->len; i++)
    if (t->start[i] == 'a')
      ++*letters;
}

int main(void) {
  static const char alphabet[4] = {'a', 'b', ' ', ','};
  char line[LINE + 1];
  struct token tok[MAXTOK];
  int i, n, total = 0, letters = 0, want = 0, len;
  for (i = 0; i < LINE; i++) {
    char c = __VERIFIER_nondet_char();
    if (c < 0 || c > 4)
      return 0;
    line[i] = c == 4 ? 0 : alphabet[(int)c];
    if (!line[i])
      break;
  }
  line[LINE] = 0;
  len = (int)strlen(line);
  for (i = 0; i < len; i++)
    if (line[i] == 'a')
      want++;
  n = tokenize(line, tok, MAXTOK, count_letters, &letters);
  if (n < 0 || n > MAXTOK)
    reach_error();
  for (i = 0; i < n; i++) {
    if (tok[i].len <= 0)
      reach_error();
    total += tok[i].len;
  }
  for (i = 0; i < len; i++)
    if (is_sep(line[i]))
      total++;
  if (total != len || letters != want)
    reach_error();
  return 0;
}
