// Driver-style operation tables: each device has a struct of callbacks
// (open, read, write, ioctl, release) in the manner of Linux's
// file_operations; a table of devices is dispatched through by a minor
// number, and a short nondeterministic sequence of system calls runs
// against it. The ring device keeps count within its capacity, reads
// never return more than asked, and calls on a closed file fail.
// The bug: ring_write's loop tests count <= RING_CAP, so a write into a
// ring with room fills one byte more than its capacity.
// Expected: FALSE under unreach-call.
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

#define RING_CAP 4
#define EINVAL 22
#define EBUSY 16
#define EAGAIN 11

struct file;

struct file_operations {
  int (*open)(struct file *f);
  int (*read)(struct file *f, char *buf, int len);
  int (*write)(struct file *f, const char *buf, int len);
  int (*ioctl)(struct file *f, unsigned cmd, unsigned long arg);
  int (*release)(struct file *f);
};

struct ring_state {
  char data[RING_CAP];
  int head, count;
  int users;
};

struct file {
  const struct file_operations *fops;
  void *private_data;
  int is_open;
  long pos;
};

static struct ring_state ring;

static int ring_open(struct file *f) {
  if (ring.users > 0)
    return -EBUSY;
  ring.users++;
  f->private_data = &ring;
  return 0;
}

static int ring_read(struct file *f, char *buf, int len) {
  struct ring_state *r = f->private_data;
  int n = 0;
  if (len < 0)
    return -EINVAL;
  while (n < len && r->count > 0) {
    buf[n++] = r->data[r->head];
    r->head = (r->head + 1) % RING_CAP;
    r->count--;
  }
  f->pos += n;
  return n;
}

static int ring_write(struct file *f, const char *buf, int len) {
  struct ring_state *r = f->private_data;
  int n = 0;
  if (len < 0)
    return -EINVAL;
  if (r->count == RING_CAP)
    return -EAGAIN;
  while (n < len && r->count <= RING_CAP) {
    r->data[(r->head + r->count) % RING_CAP] = buf[n++];
    r->count++;
  }
  return n;
}

#define RING_IOC_RESET 1u
#define RING_IOC_COUNT 2u

static int ring_ioctl(struct file *f, unsigned cmd, unsigned long arg) {
  struct ring_state *r = f->private_data;
  (void)arg;
  switch (cmd) {
  case RING_IOC_RESET:
    r->head = 0;
    r->count = 0;
    return 0;
  case RING_IOC_COUNT:
    return r->count;
  }
  return -EINVAL;
}

static int ring_release(struct file *f) {
  struct ring_state *r = f->private_data;
  r->users--;
  f->private_data = 0;
  return 0;
}

static int zero_open(struct file *f) { f->private_data = 0; return 0; }
static int zero_read(struct file *f, char *buf, int len) {
  int i;
  for (i = 0; i < len; i++)
    buf[i] = 0;
  f->pos += len;
  return len < 0 ? -EINVAL : len;
}
static int zero_write(struct file *f, const char *buf, int len) { (void)f; (void)buf; return len; }

static const struct file_operations ring_fops = {
  .open = ring_open, .read = ring_read, .write = ring_write,
  .ioctl = ring_ioctl, .release = ring_release,
};
static const struct file_operations zero_fops = {
  .open = zero_open, .read = zero_read, .write = zero_write,
};

static const struct file_operations *devices[2] = { &ring_fops, &zero_fops };

static int sys_open(struct file *f, int minor) {
  int ret;
  if (minor < 0 || minor >= 2)
    return -EINVAL;
  f->fops = devices[minor];
  f->pos = 0;
  ret = f->fops->open(f);
  f->is_open = ret == 0;
  return ret;
}

static int sys_read(struct file *f, char *buf, int len) {
  if (!f->is_open || !f->fops->read)
    return -EINVAL;
  return f->fops->read(f, buf, len);
}

static int sys_write(struct file *f, const char *buf, int len) {
  if (!f->is_open || !f->fops->write)
    return -EINVAL;
  return f->fops->write(f, buf, len);
}

static int sys_ioctl(struct file *f, unsigned cmd) {
  if (!f->is_open || !f->fops->ioctl)
    return -EINVAL;
  return f->fops->ioctl(f, cmd, 0);
}

static int sys_close(struct file *f) {
  int ret = 0;
  if (!f->is_open)
    return -EINVAL;
  if (f->fops->release)
    ret = f->fops->release(f);
  f->is_open = 0;
  return ret;
}

int main(void) {
  struct file f = {0};
  char buf[RING_CAP];
  int step;
  if (sys_open(&f, __VERIFIER_nondet_int()) != 0)
    return 0;
  for (step = 0; step < 4; step++) {
    int len = __VERIFIER_nondet_int();
    int ret;
    if (len < 0 || len > RING_CAP)
      len = RING_CAP;
    switch (__VERIFIER_nondet_int()) {
    case 0:
      ret = sys_read(&f, buf, len);
      if (ret > len)
        reach_error();
      break;
    case 1:
      buf[0] = 'x';
      ret = sys_write(&f, buf, len);
      if (ret > len)
        reach_error();
      break;
    case 2:
      ret = sys_ioctl(&f, RING_IOC_COUNT);
      if (f.fops == &ring_fops && (ret < 0 || ret > RING_CAP))
        reach_error();
      break;
    default:
      sys_ioctl(&f, RING_IOC_RESET);
    }
    if (ring.count < 0 || ring.count > RING_CAP || ring.users > 1)
      reach_error();
  }
  sys_close(&f);
  if (ring.users != 0)
    reach_error();
  return 0;
}
