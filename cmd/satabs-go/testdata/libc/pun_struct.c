/* Two struct types through void * at the same address (a "base class"
   header read through a cast), as real code does with -fno-strict-aliasing
   (Linux). gcc: kind == 2 reaches reach_error. The model does not follow
   the second type: UNKNOWN, never TRUE. */
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
struct hdr { int kind; };
struct msg { int kind; int len; };
static int kind_of(void *p) { return ((struct hdr *)p)->kind; }
int main(void) {
  struct msg m;
  m.kind = __VERIFIER_nondet_int();
  m.len = 0;
  if (kind_of(&m) == 2) reach_error();
  return 0;
}
