// A recursive-descent parser and evaluator for arithmetic over a short
// string, in the style of the expression parsers of shells, calculators
// and configuration languages:
//   expr   := term (('+' | '-') term)*
//   term   := factor ('*' factor)*
//   factor := digit | '(' expr ')' | '-' factor
// The input is five characters drawn from "12+-*()" and a terminator.
// A successful parse consumes the whole string; its value is between
// -16 and 16 (at most three digits of at most 2 fit in five characters
// with an operator between each), the parser never reads past the
// terminator and its nesting depth stays below the input's length.
// Expected: TRUE under unreach-call.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define LEN 5

struct parser {
  const char *s;
  int pos;
  int err;
  int depth, maxdepth;
};

static int expr(struct parser *p);

static char peek(struct parser *p) {
  if (p->pos > LEN)
    reach_error();
  return p->s[p->pos];
}

static int accept(struct parser *p, char c) {
  if (peek(p) == c) {
    p->pos++;
    return 1;
  }
  return 0;
}

static int factor(struct parser *p) {
  char c = peek(p);
  int v;
  if (p->err)
    return 0;
  if (c >= '0' && c <= '9') {
    p->pos++;
    return c - '0';
  }
  if (accept(p, '-'))
    return -factor(p);
  if (accept(p, '(')) {
    if (++p->depth > p->maxdepth)
      p->maxdepth = p->depth;
    v = expr(p);
    p->depth--;
    if (!accept(p, ')'))
      p->err = 1;
    return v;
  }
  p->err = 1;
  return 0;
}

static int term(struct parser *p) {
  int v = factor(p);
  while (!p->err && accept(p, '*'))
    v *= factor(p);
  return v;
}

static int expr(struct parser *p) {
  int v = term(p);
  while (!p->err) {
    if (accept(p, '+'))
      v += term(p);
    else if (accept(p, '-'))
      v -= term(p);
    else
      break;
  }
  return v;
}

static const char alphabet[7] = {'1', '2', '+', '-', '*', '(', ')'};

int main(void) {
  char buf[LEN + 1];
  struct parser p = {buf, 0, 0, 0, 0};
  int i, v;
  for (i = 0; i < LEN; i++) {
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k >= 7)
      return 0;
    buf[i] = alphabet[k];
  }
  buf[LEN] = 0;
  v = expr(&p);
  if (p.err || p.s[p.pos] != 0)
    return 0;
  if (v < -16 || v > 16)
    reach_error();
  if (p.maxdepth >= LEN)
    reach_error();
  return 0;
}
