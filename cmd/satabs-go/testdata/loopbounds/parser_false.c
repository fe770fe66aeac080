// A recursive-descent parser and evaluator of arithmetic expressions over
// digits, + - * and parentheses (expr := term (('+'|'-') term)*, term :=
// factor ('*' factor)*, factor := digit | '(' expr ')'), on an input of 7
// nondeterministic characters. Expected: FALSE: 9*9*9 = 729 exceeds 700.
// The growing bounded search (--engine bmc) finds it with bounds per
// loop: the input loop needs 7 iterations, the parser's loops 2; one
// bound for all loops unrolls every nest of the parser 8 times per level.
extern char __VERIFIER_nondet_char(void);
extern void reach_error(void);
static char in[8];
static int pos, bad;
static int expr(void);
static int factor(void) {
  char c = in[pos];
  if (c >= '0' && c <= '9') { pos++; return c - '0'; }
  if (c == '(') { pos++; int v = expr(); if (in[pos] == ')') pos++; else bad = 1; return v; }
  bad = 1;
  return 0;
}
static int term(void) {
  int v = factor();
  while (!bad && in[pos] == '*') { pos++; v *= factor(); }
  return v;
}
static int expr(void) {
  int v = term();
  while (!bad && (in[pos] == '+' || in[pos] == '-')) {
    char op = in[pos++];
    int w = term();
    v = op == '+' ? v + w : v - w;
  }
  return v;
}
int main(void) {
  for (int i = 0; i < 7; i++) in[i] = __VERIFIER_nondet_char();
  in[7] = 0;
  int v = expr();
  if (!bad && in[pos] == 0 && (v > 700)) reach_error();
  return 0;
}
