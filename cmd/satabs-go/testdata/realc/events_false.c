// An event dispatcher: handlers registered in a table of callbacks with
// a context pointer, events dispatched by type, a handler that
// unregisters itself. Expected: FALSE: the handler that unregisters itself is gone after one event, so a second dispatch reaches no handler.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
#define MAXH 4
typedef void (*handler_fn)(void *ctx, int arg);
struct handler { int type; handler_fn fn; void *ctx; };
static struct handler table[MAXH];
static int nhandlers;
static int reg(int type, handler_fn fn, void *ctx) {
  if (nhandlers == MAXH) return -1;
  table[nhandlers].type = type;
  table[nhandlers].fn = fn;
  table[nhandlers].ctx = ctx;
  nhandlers++;
  return 0;
}
static void unreg(handler_fn fn) {
  for (int i = 0; i < nhandlers; i++)
    if (table[i].fn == fn) table[i].fn = 0;
}
static int dispatch(int type, int arg) {
  int n = 0;
  for (int i = 0; i < nhandlers; i++)
    if (table[i].type == type && table[i].fn) { table[i].fn(table[i].ctx, arg); n++; }
  return n;
}
struct counter { int sum; int calls; };
static void add(void *ctx, int arg) { struct counter *c = ctx; c->sum += arg; c->calls++; }
static void once(void *ctx, int arg) { int *seen = ctx; *seen = arg; unreg(once); }
int main(void) {
  struct counter c = {0, 0};
  int seen = -1;
  reg(1, add, &c);
  reg(2, once, &seen);
  reg(1, add, &c);
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) return 0;
  for (int i = 0; i < k; i++) {
    int a = __VERIFIER_nondet_int();
    if (a < 0 || a > 100) return 0;
    if (dispatch(1, a) != 2) reach_error();
  }
  if (c.calls != 2 * k || c.sum % 2 != 0) reach_error();
  int x = __VERIFIER_nondet_int();
  if (dispatch(2, x) != 1 || seen != x) reach_error();
  if (dispatch(2, x) == 0) reach_error();
  return 0;
}
