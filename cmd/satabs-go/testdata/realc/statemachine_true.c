// A protocol state machine driven through a table of operations per
// state (enter, handle an event, leave), as drivers and protocol stacks
// are written. Expected: TRUE: a connection is open exactly when the
// last accepted event sequence opened and did not close it, and the
// byte counter never goes negative.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
enum state { CLOSED, LISTEN, OPEN, CLOSING, NSTATES };
enum event { EV_LISTEN, EV_CONNECT, EV_DATA, EV_CLOSE, EV_ACK };
struct conn { enum state st; int bytes; int opens; };
struct state_ops {
  void (*enter)(struct conn *);
  int (*handle)(struct conn *, enum event, int);
};
static void enter_nothing(struct conn *c) { (void)c; }
static void enter_open(struct conn *c) { c->opens++; c->bytes = 0; }
static int closed_handle(struct conn *c, enum event e, int arg) { (void)c; (void)arg; return e == EV_LISTEN ? LISTEN : -1; }
static int listen_handle(struct conn *c, enum event e, int arg) { (void)c; (void)arg; return e == EV_CONNECT ? OPEN : e == EV_CLOSE ? CLOSED : -1; }
static int open_handle(struct conn *c, enum event e, int arg) {
  if (e == EV_DATA) {
    if (arg < 0 || arg > 1000) return -1;
    c->bytes += arg;
    return OPEN;
  }
  return e == EV_CLOSE ? CLOSING : -1;
}
static int closing_handle(struct conn *c, enum event e, int arg) { (void)c; (void)arg; return e == EV_ACK ? CLOSED : -1; }
static const struct state_ops ops[NSTATES] = {
  [CLOSED] = {enter_nothing, closed_handle},
  [LISTEN] = {0, listen_handle},
  [OPEN] = {enter_open, open_handle},
  [CLOSING] = {enter_nothing, closing_handle},
};
static int step(struct conn *c, enum event e, int arg) {
  int next = ops[c->st].handle(c, e, arg);
  if (next < 0) return -1;
  if (next != (int)c->st) {
    c->st = (enum state)next;
    if (ops[c->st].enter) ops[c->st].enter(c);
  }
  return 0;
}
int main(void) {
  struct conn c = {CLOSED, 0, 0};
  int open = 0;
  for (int i = 0; i < 6; i++) {
    int e = __VERIFIER_nondet_int();
    if (e < EV_LISTEN || e > EV_ACK) return 0;
    int arg = __VERIFIER_nondet_int();
    if (step(&c, (enum event)e, arg) == 0) {
      if (e == EV_CONNECT) open = 1;
      if (e == EV_CLOSE) open = 0;
    }
    if (open != (c.st == OPEN)) reach_error();
    if (c.bytes < 0 || c.bytes > 1000 * 6) reach_error();
  }
  return 0;
}
