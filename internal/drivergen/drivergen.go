package drivergen

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// Config says what Program writes.
type Config struct {
	Seed       uint64 // chooses sizes, constants and ioctl commands
	Drivers    int    // drivers defined
	Registered int    // of them, the first Registered are probed and called by main
	Rounds     int    // operations main calls
	Bug        bool   // one registered driver forgets an unlock
}

// Default is the configuration of the examples in examples/large.
var Default = Config{Seed: 24, Drivers: 14, Registered: 3, Rounds: 2}

// headers are the glibc headers the program includes.
var headers = []string{"stdio.h", "stdlib.h", "string.h", "ctype.h", "stdint.h", "errno.h", "limits.h", "stddef.h", "assert.h"}

// driver is what varies between drivers.
type driver struct {
	name     string
	bufSize  int
	seed     uint32
	mul      uint32
	rot      int
	limit    int
	cmds     []uint32 // ioctl commands, the first one sets the state
	magic    uint32   // the argument of the buggy error path
	hasTimer bool
}

// Program returns the C source for cfg.
func Program(cfg Config) string {
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x6c6476))
	drivers := make([]driver, cfg.Drivers)
	for i := range drivers {
		d := driver{
			name:     fmt.Sprintf("%s%d", []string{"uart", "i2c", "spi", "gpio", "pwm", "adc", "rtc", "wdt"}[i%8], i),
			bufSize:  4 + rng.IntN(5),
			seed:     rng.Uint32(),
			mul:      rng.Uint32() | 1,
			rot:      1 + rng.IntN(30),
			limit:    100 + rng.IntN(10000),
			magic:    uint32(1000 + rng.IntN(1000)),
			hasTimer: rng.IntN(2) == 0,
		}
		n := 3 + rng.IntN(4)
		base := uint32(0x40 + 0x10*i)
		for c := 0; c < n; c++ {
			d.cmds = append(d.cmds, base<<8|uint32(c+1))
		}
		drivers[i] = d
	}
	var b strings.Builder
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	variant := "safe"
	if cfg.Bug {
		variant = "with one missing unlock (in " + drivers[cfg.Registered-1].name + "_ioctl)"
	}
	w("/* A device-driver style program written by internal/drivergen (seed %d, %d drivers, %d registered, %d rounds): %s. */\n", cfg.Seed, cfg.Drivers, cfg.Registered, cfg.Rounds, variant)
	for _, h := range headers {
		w("#include <%s>\n", h)
	}
	w("\n")
	writeKernel(w)
	for i, d := range drivers {
		writeDriver(w, d, cfg.Bug && i == cfg.Registered-1)
	}
	writeMain(w, cfg, drivers)
	return b.String()
}

// writeKernel writes the verifier interface, the lock rule model and a
// small kernel library (lists, bitmaps, string to number, a ring buffer),
// most of which no driver calls.
func writeKernel(w func(string, ...any)) {
	w("%s", `extern void abort(void);
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
void reach_error(void) { __assert_fail("0", "driver.c", 1, "reach_error"); }
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
extern unsigned long __VERIFIER_nondet_ulong(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int);

/* The rule model: a mutex is locked at most once and unlocked only when
   held; no mutex is held at the end. */
struct mutex {
	int locked;
	const char *name;
};

static void mutex_init(struct mutex *m, const char *name)
{
	m->locked = 0;
	m->name = name;
}

static void mutex_lock(struct mutex *m)
{
	if (m->locked != 0)
		reach_error();
	m->locked = 1;
}

static void mutex_unlock(struct mutex *m)
{
	if (m->locked != 1)
		reach_error();
	m->locked = 0;
}

static int mutex_is_locked(const struct mutex *m)
{
	return m->locked;
}

struct list_head {
	struct list_head *next, *prev;
};

static inline void INIT_LIST_HEAD(struct list_head *list)
{
	list->next = list;
	list->prev = list;
}

static inline void __list_add(struct list_head *n, struct list_head *prev, struct list_head *next)
{
	next->prev = n;
	n->next = next;
	n->prev = prev;
	prev->next = n;
}

static inline void list_add_tail(struct list_head *n, struct list_head *head)
{
	__list_add(n, head->prev, head);
}

static inline void list_del(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	entry->prev->next = entry->next;
	entry->next = entry;
	entry->prev = entry;
}

static inline int list_empty(const struct list_head *head)
{
	return head->next == head;
}

#define BITS_PER_WORD 32
static inline void set_bit(int nr, unsigned int *addr)
{
	addr[nr / BITS_PER_WORD] |= 1u << (nr % BITS_PER_WORD);
}

static inline void clear_bit(int nr, unsigned int *addr)
{
	addr[nr / BITS_PER_WORD] &= ~(1u << (nr % BITS_PER_WORD));
}

static inline int test_bit(int nr, const unsigned int *addr)
{
	return (addr[nr / BITS_PER_WORD] >> (nr % BITS_PER_WORD)) & 1;
}

static int find_first_zero_bit(const unsigned int *addr, int size)
{
	int i;
	for (i = 0; i < size; i++)
		if (!test_bit(i, addr))
			return i;
	return size;
}

static int kstrtoint(const char *s, int base, int *res)
{
	long v = 0;
	int neg = 0;
	if (*s == '-') {
		neg = 1;
		s++;
	}
	if (*s == '\0')
		return -EINVAL;
	while (*s != '\0') {
		int digit;
		if (isdigit((unsigned char)*s))
			digit = *s - '0';
		else if (isxdigit((unsigned char)*s))
			digit = tolower((unsigned char)*s) - 'a' + 10;
		else
			return -EINVAL;
		if (digit >= base)
			return -EINVAL;
		v = v * base + digit;
		if (v > INT_MAX)
			return -ERANGE;
		s++;
	}
	*res = neg ? (int)-v : (int)v;
	return 0;
}

static size_t strlcpy(char *dst, const char *src, size_t size)
{
	size_t n = strlen(src);
	if (size != 0) {
		size_t k = n >= size ? size - 1 : n;
		memcpy(dst, src, k);
		dst[k] = '\0';
	}
	return n;
}

struct ring {
	unsigned char data[16];
	unsigned int head, tail;
};

static int ring_put(struct ring *r, unsigned char c)
{
	if (r->head - r->tail >= 16)
		return -ENOSPC;
	r->data[r->head % 16] = c;
	r->head++;
	return 0;
}

static int ring_get(struct ring *r, unsigned char *c)
{
	if (r->head == r->tail)
		return -EAGAIN;
	*c = r->data[r->tail % 16];
	r->tail++;
	return 0;
}

static uint16_t crc16_byte(uint16_t crc, uint8_t data)
{
	int i;
	crc ^= data;
	for (i = 0; i < 8; i++)
		crc = (crc & 1) ? (uint16_t)((crc >> 1) ^ 0xA001) : (uint16_t)(crc >> 1);
	return crc;
}

static uint16_t crc16(uint16_t crc, const uint8_t *buf, size_t len)
{
	while (len--)
		crc = crc16_byte(crc, *buf++);
	return crc;
}

struct device;

struct dev_ops {
	int (*probe)(struct device *dev);
	int (*open)(struct device *dev, int mode);
	int (*read)(struct device *dev, char *out, int n);
	int (*write)(struct device *dev, const char *in, int n);
	long (*ioctl)(struct device *dev, unsigned int cmd, unsigned long arg);
	void (*release)(struct device *dev);
};

struct device {
	int id;
	char name[16];
	unsigned int flags;
	void *priv;
	struct mutex *lock;
	const struct dev_ops *ops;
	struct list_head node;
};

static struct list_head device_list;
static unsigned int device_ids[2];

static int device_register(struct device *dev, const char *name, const struct dev_ops *ops)
{
	int id = find_first_zero_bit(device_ids, 64);
	if (id >= 64)
		return -ENOMEM;
	set_bit(id, device_ids);
	dev->id = id;
	strlcpy(dev->name, name, sizeof(dev->name));
	dev->ops = ops;
	dev->flags = 0;
	dev->priv = NULL;
	dev->lock = NULL;
	list_add_tail(&dev->node, &device_list);
	return 0;
}

static void device_unregister(struct device *dev)
{
	clear_bit(dev->id, device_ids);
	list_del(&dev->node);
}

`)
}

// writeDriver writes one driver; bug makes its ioctl return on an error
// path with the lock held.
func writeDriver(w func(string, ...any), d driver, bug bool) {
	n := d.name
	w("/* ---- driver %s ---- */\n\n", n)
	w(`struct %[1]s_priv {
	int state;
	unsigned int count;
	unsigned char buf[%[2]d];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
`, n, d.bufSize)
	if d.hasTimer {
		w("\tunsigned long expires;\n\tint timer_armed;\n")
	}
	w("};\n\nstatic struct %s_priv %s_data;\n\n", n, n)
	w(`static unsigned int %[1]s_checksum(const unsigned char *p, int len)
{
	unsigned int c = %[2]du;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << %[3]d) | (c >> %[4]d);
		c += %[5]du;
	}
	return c;
}

static int %[1]s_parse_label(struct %[1]s_priv *d, const char *s)
{
	int i = 0;
	while (i < 11 && s[i] != '\0') {
		if (!isalnum((unsigned char)s[i]))
			return -EINVAL;
		d->label[i] = (char)toupper((unsigned char)s[i]);
		i++;
	}
	d->label[i] = '\0';
	return i;
}

static void %[1]s_update_stats(struct %[1]s_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > %[6]d || v < -%[6]d)
		v = %[6]d;
	d->stats[which] += v;
	if (d->stats[which] > %[6]dL * 16)
		d->stats[which] = %[6]dL * 16;
}

static int %[1]s_self_test(struct %[1]s_priv *d)
{
	unsigned char pattern[%[7]d];
	int i;
	for (i = 0; i < %[7]d; i++)
		pattern[i] = (unsigned char)(i * 37 + %[8]d);
	if (%[1]s_checksum(pattern, %[7]d) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, %[7]d) == 0 ? -EIO : 0;
}

static int %[1]s_probe(struct device *dev)
{
	struct %[1]s_priv *d = &%[1]s_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "%[1]s");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	%[1]s_parse_label(d, "%[1]s");
	return 0;
}

static int %[1]s_open(struct device *dev, int mode)
{
	struct %[1]s_priv *d = dev->priv;
	if (d == NULL)
		return -ENODEV;
	if (mode & ~3)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (d->state == 0) {
		mutex_unlock(&d->lock);
		return -EBUSY;
	}
	d->count++;
	%[1]s_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int %[1]s_read(struct device *dev, char *out, int n)
{
	struct %[1]s_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < %[7]d; i++)
		out[i] = (char)d->buf[i];
	%[1]s_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int %[1]s_write(struct device *dev, const char *in, int n)
{
	struct %[1]s_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > %[7]d)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = %[1]s_checksum(d->buf, n);
	%[1]s_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long %[1]s_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct %[1]s_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
`, n, d.seed, d.rot, 32-d.rot, d.mul, d.limit, d.bufSize, d.seed%97)
	for i, c := range d.cmds {
		w("\tcase 0x%xu:\n", c)
		switch i % 4 {
		case 0:
			w("\t\td->state = (int)(arg & 3u);\n\t\tbreak;\n")
		case 1:
			w("\t\tret = (long)(d->crc & 0x7fffffffu);\n\t\tbreak;\n")
		case 2:
			w("\t\tif (arg > %du) {\n\t\t\tret = -EINVAL;\n\t\t\tgoto out;\n\t\t}\n\t\t%s_update_stats(d, 3, (long)arg);\n\t\tbreak;\n", d.limit, n)
		case 3:
			w("\t\tret = %s_self_test(d);\n\t\tbreak;\n", n)
		}
	}
	if bug {
		w("\tcase 0x%xu:\n\t\tif (arg == %du)\n\t\t\treturn -EIO; /* the lock stays held */\n\t\td->len = 0;\n\t\tbreak;\n", d.cmds[0]|0x80, d.magic)
	}
	if d.hasTimer {
		w("\tcase 0x%xu:\n\t\td->expires = arg;\n\t\td->timer_armed = arg != 0;\n\t\tbreak;\n", d.cmds[0]|0x90)
	}
	w(`	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void %[1]s_release(struct device *dev)
{
	struct %[1]s_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops %[1]s_ops = {
	.probe = %[1]s_probe,
	.open = %[1]s_open,
	.read = %[1]s_read,
	.write = %[1]s_write,
	.ioctl = %[1]s_ioctl,
	.release = %[1]s_release,
};

static struct device %[1]s_device;

int %[1]s_init(void)
{
	int ret = device_register(&%[1]s_device, "%[1]s", &%[1]s_ops);
	if (ret != 0)
		return ret;
	return %[1]s_ops.probe(&%[1]s_device);
}

void %[1]s_exit(void)
{
	%[1]s_ops.release(&%[1]s_device);
	device_unregister(&%[1]s_device);
}

`, n)
}

// writeMain writes the environment model: register and probe the first
// cfg.Registered drivers, call cfg.Rounds operations through their tables,
// check that no lock is held at the end.
func writeMain(w func(string, ...any), cfg Config, drivers []driver) {
	w("static struct device *registered[%d];\n\n", cfg.Registered)
	w("int main(void)\n{\n\tchar buf[16];\n\tint i, round;\n\n\tINIT_LIST_HEAD(&device_list);\n")
	for i := 0; i < cfg.Registered; i++ {
		w("\tif (%s_init() != 0)\n\t\treturn 0;\n\tregistered[%d] = &%s_device;\n", drivers[i].name, i, drivers[i].name)
	}
	w(`	for (round = 0; round < %d; round++) {
		int k = __VERIFIER_nondet_int();
		struct device *dev;
		int n;
		if (k < 0 || k >= %d)
			break;
		dev = registered[k];
		switch (__VERIFIER_nondet_int()) {
		case 0:
			dev->ops->open(dev, __VERIFIER_nondet_int());
			break;
		case 1:
			dev->ops->read(dev, buf, __VERIFIER_nondet_int());
			break;
		case 2:
			n = __VERIFIER_nondet_int();
			if (n < 0 || n > 8)
				n = 0;
			for (i = 0; i < n; i++)
				buf[i] = __VERIFIER_nondet_char();
			dev->ops->write(dev, buf, n);
			break;
		case 3:
			dev->ops->ioctl(dev, __VERIFIER_nondet_uint(), __VERIFIER_nondet_ulong());
			break;
		default:
			dev->ops->release(dev);
		}
	}
	for (i = 0; i < %d; i++)
		if (mutex_is_locked(registered[i]->lock))
			reach_error();
	return 0;
}
`, cfg.Rounds, cfg.Registered, cfg.Registered)
}
