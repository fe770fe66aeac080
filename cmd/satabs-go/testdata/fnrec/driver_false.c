// The driver of driver_true.c, which forgets to release after three reads.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
struct dev { int open; int reads; };
struct dev_ops {
  int (*open)(struct dev *);
  int (*read)(struct dev *, int);
  void (*release)(struct dev *);
};
int d_open(struct dev *d) { if (d->open) return -1; d->open = 1; return 0; }
int d_read(struct dev *d, int n) { if (!d->open) return -1; d->reads++; return n; }
void d_release(struct dev *d) { d->open = 0; }
int null_read(struct dev *d, int n) { return 0; }
struct dev_ops real = {d_open, d_read, d_release};
struct dev_ops dummy = {0, null_read, 0};
int main(void) {
  struct dev d = {0, 0};
  struct dev_ops *ops = __VERIFIER_nondet_int() ? &real : &dummy;
  if (ops->open && ops->open(&d) != 0) reach_error();
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 3) return 0;
  for (int i = 0; i < k; i++)
    if (ops->read(&d, i) < 0) reach_error();
  if (ops == &real && d.reads != k) reach_error();
  if (ops->release && k < 3) ops->release(&d);
  if (d.open) reach_error();
  return 0;
}
