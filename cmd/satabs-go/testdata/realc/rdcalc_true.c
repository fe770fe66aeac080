// A recursive-descent parser and evaluator over a string of six
// nondeterministic characters: expr := term (('+'|'-') term)*,
// term := factor ('*' factor)*, factor := digit | '-' factor |
// '(' expr ')'. Expected: TRUE: a fully parsed input's value lies
// within what six characters can write, -729 ("9*9*-9") to 729.
extern void reach_error(void);
extern char __VERIFIER_nondet_char(void);
#define LEN 6
struct parser { const char *s; int pos; int err; };
static int expr(struct parser *p);
static char peek(struct parser *p) { return p->s[p->pos]; }
static int factor(struct parser *p) {
  char c = peek(p);
  if (c >= '0' && c <= '9') { p->pos++; return c - '0'; }
  if (c == '-') { p->pos++; return -factor(p); }
  if (c == '(') {
    p->pos++;
    int v = expr(p);
    if (peek(p) != ')') { p->err = 1; return 0; }
    p->pos++;
    return v;
  }
  p->err = 1;
  return 0;
}
static int term(struct parser *p) {
  int v = factor(p);
  while (!p->err && peek(p) == '*') { p->pos++; v *= factor(p); }
  return v;
}
static int expr(struct parser *p) {
  int v = term(p);
  while (!p->err && (peek(p) == '+' || peek(p) == '-')) {
    char op = peek(p);
    p->pos++;
    int w = term(p);
    v = op == '+' ? v + w : v - w;
  }
  return v;
}
int main(void) {
  char buf[LEN + 1];
  for (int i = 0; i < LEN; i++) buf[i] = __VERIFIER_nondet_char();
  buf[LEN] = 0;
  struct parser p = {buf, 0, 0};
  int v = expr(&p);
  if (!p.err && buf[p.pos] == 0 && (v > 729 || v < -729)) reach_error();
  return 0;
}
