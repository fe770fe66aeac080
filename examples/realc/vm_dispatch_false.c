// A bytecode interpreter that dispatches through an array of function
// pointers indexed by opcode, as small embedded interpreters and protocol
// state machines do. Handlers check their stack preconditions and return
// an error code; the run stops at the first error. Bytecode is six
// nondeterministic bytes. The stack pointer stays within the stack, and
// a value pushed is bounded (pushes are 0..9, sums and products of two
// values are capped by OP_ADD's and OP_MUL's saturation).
// The bug: op_dup pushes without the stack-full test of push().
// Expected: FALSE under unreach-call.
extern unsigned char __VERIFIER_nondet_uchar(void);
extern void reach_error(void);

#define STACK 4
#define VMAX 1000
#define NCODE 6

enum { OK = 0, E_UNDER = 1, E_OVER = 2, E_BADOP = 3, E_HALT = 4 };

struct vm {
  int stack[STACK + 1];
  int sp;
  int pc;
  unsigned char code[NCODE];
};

typedef int (*handler_t)(struct vm *, unsigned char arg);

static int push(struct vm *m, int v) {
  if (m->sp >= STACK)
    return E_OVER;
  m->stack[m->sp++] = v;
  return OK;
}

static int op_push(struct vm *m, unsigned char arg) { return push(m, arg % 10); }

static int sat(long long v) { return v > VMAX ? VMAX : v < -VMAX ? -VMAX : (int)v; }

static int op_add(struct vm *m, unsigned char arg) {
  (void)arg;
  if (m->sp < 2)
    return E_UNDER;
  m->sp--;
  m->stack[m->sp - 1] = sat((long long)m->stack[m->sp - 1] + m->stack[m->sp]);
  return OK;
}

static int op_mul(struct vm *m, unsigned char arg) {
  (void)arg;
  if (m->sp < 2)
    return E_UNDER;
  m->sp--;
  m->stack[m->sp - 1] = sat((long long)m->stack[m->sp - 1] * m->stack[m->sp]);
  return OK;
}

static int op_neg(struct vm *m, unsigned char arg) {
  (void)arg;
  if (m->sp < 1)
    return E_UNDER;
  m->stack[m->sp - 1] = -m->stack[m->sp - 1];
  return OK;
}

static int op_dup(struct vm *m, unsigned char arg) {
  (void)arg;
  if (m->sp < 1)
    return E_UNDER;
  m->stack[m->sp] = m->stack[m->sp - 1];
  m->sp++;
  return OK;
}

static int op_swap(struct vm *m, unsigned char arg) {
  int t;
  (void)arg;
  if (m->sp < 2)
    return E_UNDER;
  t = m->stack[m->sp - 1];
  m->stack[m->sp - 1] = m->stack[m->sp - 2];
  m->stack[m->sp - 2] = t;
  return OK;
}

static int op_drop(struct vm *m, unsigned char arg) {
  (void)arg;
  if (m->sp < 1)
    return E_UNDER;
  m->sp--;
  return OK;
}

static int op_halt(struct vm *m, unsigned char arg) {
  (void)m;
  (void)arg;
  return E_HALT;
}

static const handler_t handlers[8] = {
  op_push, op_add, op_mul, op_neg, op_dup, op_swap, op_drop, op_halt,
};

static int step(struct vm *m) {
  unsigned char insn = m->code[m->pc++];
  unsigned op = insn >> 5, arg = insn & 31;
  if (op >= sizeof handlers / sizeof handlers[0] || !handlers[op])
    return E_BADOP;
  return handlers[op](m, (unsigned char)arg);
}

int main(void) {
  struct vm m;
  int i, err = OK;
  m.sp = 0;
  m.pc = 0;
  for (i = 0; i < NCODE; i++)
    m.code[i] = __VERIFIER_nondet_uchar();
  while (m.pc < NCODE && err == OK) {
    err = step(&m);
    if (m.sp < 0 || m.sp > STACK)
      reach_error();
    for (i = 0; i < m.sp; i++)
      if (m.stack[i] > VMAX || m.stack[i] < -VMAX)
        reach_error();
  }
  return 0;
}
