/* A device-driver style program written by internal/drivergen (seed 24, 14 drivers, 3 registered, 2 rounds): safe. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ctype.h>
#include <stdint.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <assert.h>

extern void abort(void);
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

/* ---- driver uart0 ---- */

struct uart0_priv {
	int state;
	unsigned int count;
	unsigned char buf[7];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
};

static struct uart0_priv uart0_data;

static unsigned int uart0_checksum(const unsigned char *p, int len)
{
	unsigned int c = 1486710048u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 7) | (c >> 25);
		c += 2771944041u;
	}
	return c;
}

static int uart0_parse_label(struct uart0_priv *d, const char *s)
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

static void uart0_update_stats(struct uart0_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 6177 || v < -6177)
		v = 6177;
	d->stats[which] += v;
	if (d->stats[which] > 6177L * 16)
		d->stats[which] = 6177L * 16;
}

static int uart0_self_test(struct uart0_priv *d)
{
	unsigned char pattern[7];
	int i;
	for (i = 0; i < 7; i++)
		pattern[i] = (unsigned char)(i * 37 + 69);
	if (uart0_checksum(pattern, 7) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 7) == 0 ? -EIO : 0;
}

static int uart0_probe(struct device *dev)
{
	struct uart0_priv *d = &uart0_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "uart0");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	uart0_parse_label(d, "uart0");
	return 0;
}

static int uart0_open(struct device *dev, int mode)
{
	struct uart0_priv *d = dev->priv;
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
	uart0_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int uart0_read(struct device *dev, char *out, int n)
{
	struct uart0_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 7; i++)
		out[i] = (char)d->buf[i];
	uart0_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int uart0_write(struct device *dev, const char *in, int n)
{
	struct uart0_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 7)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = uart0_checksum(d->buf, n);
	uart0_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long uart0_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct uart0_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x4001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x4002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x4003u:
		if (arg > 6177u) {
			ret = -EINVAL;
			goto out;
		}
		uart0_update_stats(d, 3, (long)arg);
		break;
	case 0x4004u:
		ret = uart0_self_test(d);
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void uart0_release(struct device *dev)
{
	struct uart0_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops uart0_ops = {
	.probe = uart0_probe,
	.open = uart0_open,
	.read = uart0_read,
	.write = uart0_write,
	.ioctl = uart0_ioctl,
	.release = uart0_release,
};

static struct device uart0_device;

int uart0_init(void)
{
	int ret = device_register(&uart0_device, "uart0", &uart0_ops);
	if (ret != 0)
		return ret;
	return uart0_ops.probe(&uart0_device);
}

void uart0_exit(void)
{
	uart0_ops.release(&uart0_device);
	device_unregister(&uart0_device);
}

/* ---- driver i2c1 ---- */

struct i2c1_priv {
	int state;
	unsigned int count;
	unsigned char buf[4];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct i2c1_priv i2c1_data;

static unsigned int i2c1_checksum(const unsigned char *p, int len)
{
	unsigned int c = 1678088781u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 17) | (c >> 15);
		c += 1949106415u;
	}
	return c;
}

static int i2c1_parse_label(struct i2c1_priv *d, const char *s)
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

static void i2c1_update_stats(struct i2c1_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 3294 || v < -3294)
		v = 3294;
	d->stats[which] += v;
	if (d->stats[which] > 3294L * 16)
		d->stats[which] = 3294L * 16;
}

static int i2c1_self_test(struct i2c1_priv *d)
{
	unsigned char pattern[4];
	int i;
	for (i = 0; i < 4; i++)
		pattern[i] = (unsigned char)(i * 37 + 33);
	if (i2c1_checksum(pattern, 4) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 4) == 0 ? -EIO : 0;
}

static int i2c1_probe(struct device *dev)
{
	struct i2c1_priv *d = &i2c1_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "i2c1");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	i2c1_parse_label(d, "i2c1");
	return 0;
}

static int i2c1_open(struct device *dev, int mode)
{
	struct i2c1_priv *d = dev->priv;
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
	i2c1_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int i2c1_read(struct device *dev, char *out, int n)
{
	struct i2c1_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 4; i++)
		out[i] = (char)d->buf[i];
	i2c1_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int i2c1_write(struct device *dev, const char *in, int n)
{
	struct i2c1_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 4)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = i2c1_checksum(d->buf, n);
	i2c1_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long i2c1_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct i2c1_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x5001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x5002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x5003u:
		if (arg > 3294u) {
			ret = -EINVAL;
			goto out;
		}
		i2c1_update_stats(d, 3, (long)arg);
		break;
	case 0x5004u:
		ret = i2c1_self_test(d);
		break;
	case 0x5091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void i2c1_release(struct device *dev)
{
	struct i2c1_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops i2c1_ops = {
	.probe = i2c1_probe,
	.open = i2c1_open,
	.read = i2c1_read,
	.write = i2c1_write,
	.ioctl = i2c1_ioctl,
	.release = i2c1_release,
};

static struct device i2c1_device;

int i2c1_init(void)
{
	int ret = device_register(&i2c1_device, "i2c1", &i2c1_ops);
	if (ret != 0)
		return ret;
	return i2c1_ops.probe(&i2c1_device);
}

void i2c1_exit(void)
{
	i2c1_ops.release(&i2c1_device);
	device_unregister(&i2c1_device);
}

/* ---- driver spi2 ---- */

struct spi2_priv {
	int state;
	unsigned int count;
	unsigned char buf[8];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
};

static struct spi2_priv spi2_data;

static unsigned int spi2_checksum(const unsigned char *p, int len)
{
	unsigned int c = 464195027u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 8) | (c >> 24);
		c += 3505233529u;
	}
	return c;
}

static int spi2_parse_label(struct spi2_priv *d, const char *s)
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

static void spi2_update_stats(struct spi2_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 5894 || v < -5894)
		v = 5894;
	d->stats[which] += v;
	if (d->stats[which] > 5894L * 16)
		d->stats[which] = 5894L * 16;
}

static int spi2_self_test(struct spi2_priv *d)
{
	unsigned char pattern[8];
	int i;
	for (i = 0; i < 8; i++)
		pattern[i] = (unsigned char)(i * 37 + 72);
	if (spi2_checksum(pattern, 8) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 8) == 0 ? -EIO : 0;
}

static int spi2_probe(struct device *dev)
{
	struct spi2_priv *d = &spi2_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "spi2");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	spi2_parse_label(d, "spi2");
	return 0;
}

static int spi2_open(struct device *dev, int mode)
{
	struct spi2_priv *d = dev->priv;
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
	spi2_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int spi2_read(struct device *dev, char *out, int n)
{
	struct spi2_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 8; i++)
		out[i] = (char)d->buf[i];
	spi2_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int spi2_write(struct device *dev, const char *in, int n)
{
	struct spi2_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 8)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = spi2_checksum(d->buf, n);
	spi2_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long spi2_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct spi2_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x6001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x6002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x6003u:
		if (arg > 5894u) {
			ret = -EINVAL;
			goto out;
		}
		spi2_update_stats(d, 3, (long)arg);
		break;
	case 0x6004u:
		ret = spi2_self_test(d);
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void spi2_release(struct device *dev)
{
	struct spi2_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops spi2_ops = {
	.probe = spi2_probe,
	.open = spi2_open,
	.read = spi2_read,
	.write = spi2_write,
	.ioctl = spi2_ioctl,
	.release = spi2_release,
};

static struct device spi2_device;

int spi2_init(void)
{
	int ret = device_register(&spi2_device, "spi2", &spi2_ops);
	if (ret != 0)
		return ret;
	return spi2_ops.probe(&spi2_device);
}

void spi2_exit(void)
{
	spi2_ops.release(&spi2_device);
	device_unregister(&spi2_device);
}

/* ---- driver gpio3 ---- */

struct gpio3_priv {
	int state;
	unsigned int count;
	unsigned char buf[8];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct gpio3_priv gpio3_data;

static unsigned int gpio3_checksum(const unsigned char *p, int len)
{
	unsigned int c = 4117503364u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 11) | (c >> 21);
		c += 919369235u;
	}
	return c;
}

static int gpio3_parse_label(struct gpio3_priv *d, const char *s)
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

static void gpio3_update_stats(struct gpio3_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 9026 || v < -9026)
		v = 9026;
	d->stats[which] += v;
	if (d->stats[which] > 9026L * 16)
		d->stats[which] = 9026L * 16;
}

static int gpio3_self_test(struct gpio3_priv *d)
{
	unsigned char pattern[8];
	int i;
	for (i = 0; i < 8; i++)
		pattern[i] = (unsigned char)(i * 37 + 28);
	if (gpio3_checksum(pattern, 8) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 8) == 0 ? -EIO : 0;
}

static int gpio3_probe(struct device *dev)
{
	struct gpio3_priv *d = &gpio3_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "gpio3");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	gpio3_parse_label(d, "gpio3");
	return 0;
}

static int gpio3_open(struct device *dev, int mode)
{
	struct gpio3_priv *d = dev->priv;
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
	gpio3_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int gpio3_read(struct device *dev, char *out, int n)
{
	struct gpio3_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 8; i++)
		out[i] = (char)d->buf[i];
	gpio3_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int gpio3_write(struct device *dev, const char *in, int n)
{
	struct gpio3_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 8)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = gpio3_checksum(d->buf, n);
	gpio3_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long gpio3_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct gpio3_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x7001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x7002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x7003u:
		if (arg > 9026u) {
			ret = -EINVAL;
			goto out;
		}
		gpio3_update_stats(d, 3, (long)arg);
		break;
	case 0x7004u:
		ret = gpio3_self_test(d);
		break;
	case 0x7005u:
		d->state = (int)(arg & 3u);
		break;
	case 0x7091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void gpio3_release(struct device *dev)
{
	struct gpio3_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops gpio3_ops = {
	.probe = gpio3_probe,
	.open = gpio3_open,
	.read = gpio3_read,
	.write = gpio3_write,
	.ioctl = gpio3_ioctl,
	.release = gpio3_release,
};

static struct device gpio3_device;

int gpio3_init(void)
{
	int ret = device_register(&gpio3_device, "gpio3", &gpio3_ops);
	if (ret != 0)
		return ret;
	return gpio3_ops.probe(&gpio3_device);
}

void gpio3_exit(void)
{
	gpio3_ops.release(&gpio3_device);
	device_unregister(&gpio3_device);
}

/* ---- driver pwm4 ---- */

struct pwm4_priv {
	int state;
	unsigned int count;
	unsigned char buf[6];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
};

static struct pwm4_priv pwm4_data;

static unsigned int pwm4_checksum(const unsigned char *p, int len)
{
	unsigned int c = 2337631561u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 23) | (c >> 9);
		c += 656643057u;
	}
	return c;
}

static int pwm4_parse_label(struct pwm4_priv *d, const char *s)
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

static void pwm4_update_stats(struct pwm4_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 5481 || v < -5481)
		v = 5481;
	d->stats[which] += v;
	if (d->stats[which] > 5481L * 16)
		d->stats[which] = 5481L * 16;
}

static int pwm4_self_test(struct pwm4_priv *d)
{
	unsigned char pattern[6];
	int i;
	for (i = 0; i < 6; i++)
		pattern[i] = (unsigned char)(i * 37 + 43);
	if (pwm4_checksum(pattern, 6) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 6) == 0 ? -EIO : 0;
}

static int pwm4_probe(struct device *dev)
{
	struct pwm4_priv *d = &pwm4_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "pwm4");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	pwm4_parse_label(d, "pwm4");
	return 0;
}

static int pwm4_open(struct device *dev, int mode)
{
	struct pwm4_priv *d = dev->priv;
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
	pwm4_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int pwm4_read(struct device *dev, char *out, int n)
{
	struct pwm4_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 6; i++)
		out[i] = (char)d->buf[i];
	pwm4_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int pwm4_write(struct device *dev, const char *in, int n)
{
	struct pwm4_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 6)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = pwm4_checksum(d->buf, n);
	pwm4_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long pwm4_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct pwm4_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x8001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x8002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x8003u:
		if (arg > 5481u) {
			ret = -EINVAL;
			goto out;
		}
		pwm4_update_stats(d, 3, (long)arg);
		break;
	case 0x8004u:
		ret = pwm4_self_test(d);
		break;
	case 0x8005u:
		d->state = (int)(arg & 3u);
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void pwm4_release(struct device *dev)
{
	struct pwm4_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops pwm4_ops = {
	.probe = pwm4_probe,
	.open = pwm4_open,
	.read = pwm4_read,
	.write = pwm4_write,
	.ioctl = pwm4_ioctl,
	.release = pwm4_release,
};

static struct device pwm4_device;

int pwm4_init(void)
{
	int ret = device_register(&pwm4_device, "pwm4", &pwm4_ops);
	if (ret != 0)
		return ret;
	return pwm4_ops.probe(&pwm4_device);
}

void pwm4_exit(void)
{
	pwm4_ops.release(&pwm4_device);
	device_unregister(&pwm4_device);
}

/* ---- driver adc5 ---- */

struct adc5_priv {
	int state;
	unsigned int count;
	unsigned char buf[5];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct adc5_priv adc5_data;

static unsigned int adc5_checksum(const unsigned char *p, int len)
{
	unsigned int c = 1233826471u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 17) | (c >> 15);
		c += 3389845501u;
	}
	return c;
}

static int adc5_parse_label(struct adc5_priv *d, const char *s)
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

static void adc5_update_stats(struct adc5_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 6799 || v < -6799)
		v = 6799;
	d->stats[which] += v;
	if (d->stats[which] > 6799L * 16)
		d->stats[which] = 6799L * 16;
}

static int adc5_self_test(struct adc5_priv *d)
{
	unsigned char pattern[5];
	int i;
	for (i = 0; i < 5; i++)
		pattern[i] = (unsigned char)(i * 37 + 51);
	if (adc5_checksum(pattern, 5) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 5) == 0 ? -EIO : 0;
}

static int adc5_probe(struct device *dev)
{
	struct adc5_priv *d = &adc5_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "adc5");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	adc5_parse_label(d, "adc5");
	return 0;
}

static int adc5_open(struct device *dev, int mode)
{
	struct adc5_priv *d = dev->priv;
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
	adc5_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int adc5_read(struct device *dev, char *out, int n)
{
	struct adc5_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 5; i++)
		out[i] = (char)d->buf[i];
	adc5_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int adc5_write(struct device *dev, const char *in, int n)
{
	struct adc5_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 5)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = adc5_checksum(d->buf, n);
	adc5_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long adc5_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct adc5_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x9001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x9002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x9003u:
		if (arg > 6799u) {
			ret = -EINVAL;
			goto out;
		}
		adc5_update_stats(d, 3, (long)arg);
		break;
	case 0x9004u:
		ret = adc5_self_test(d);
		break;
	case 0x9091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void adc5_release(struct device *dev)
{
	struct adc5_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops adc5_ops = {
	.probe = adc5_probe,
	.open = adc5_open,
	.read = adc5_read,
	.write = adc5_write,
	.ioctl = adc5_ioctl,
	.release = adc5_release,
};

static struct device adc5_device;

int adc5_init(void)
{
	int ret = device_register(&adc5_device, "adc5", &adc5_ops);
	if (ret != 0)
		return ret;
	return adc5_ops.probe(&adc5_device);
}

void adc5_exit(void)
{
	adc5_ops.release(&adc5_device);
	device_unregister(&adc5_device);
}

/* ---- driver rtc6 ---- */

struct rtc6_priv {
	int state;
	unsigned int count;
	unsigned char buf[4];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct rtc6_priv rtc6_data;

static unsigned int rtc6_checksum(const unsigned char *p, int len)
{
	unsigned int c = 1565392508u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 12) | (c >> 20);
		c += 1421686753u;
	}
	return c;
}

static int rtc6_parse_label(struct rtc6_priv *d, const char *s)
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

static void rtc6_update_stats(struct rtc6_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 9979 || v < -9979)
		v = 9979;
	d->stats[which] += v;
	if (d->stats[which] > 9979L * 16)
		d->stats[which] = 9979L * 16;
}

static int rtc6_self_test(struct rtc6_priv *d)
{
	unsigned char pattern[4];
	int i;
	for (i = 0; i < 4; i++)
		pattern[i] = (unsigned char)(i * 37 + 9);
	if (rtc6_checksum(pattern, 4) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 4) == 0 ? -EIO : 0;
}

static int rtc6_probe(struct device *dev)
{
	struct rtc6_priv *d = &rtc6_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "rtc6");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	rtc6_parse_label(d, "rtc6");
	return 0;
}

static int rtc6_open(struct device *dev, int mode)
{
	struct rtc6_priv *d = dev->priv;
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
	rtc6_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int rtc6_read(struct device *dev, char *out, int n)
{
	struct rtc6_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 4; i++)
		out[i] = (char)d->buf[i];
	rtc6_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int rtc6_write(struct device *dev, const char *in, int n)
{
	struct rtc6_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 4)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = rtc6_checksum(d->buf, n);
	rtc6_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long rtc6_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct rtc6_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0xa001u:
		d->state = (int)(arg & 3u);
		break;
	case 0xa002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xa003u:
		if (arg > 9979u) {
			ret = -EINVAL;
			goto out;
		}
		rtc6_update_stats(d, 3, (long)arg);
		break;
	case 0xa004u:
		ret = rtc6_self_test(d);
		break;
	case 0xa091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void rtc6_release(struct device *dev)
{
	struct rtc6_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops rtc6_ops = {
	.probe = rtc6_probe,
	.open = rtc6_open,
	.read = rtc6_read,
	.write = rtc6_write,
	.ioctl = rtc6_ioctl,
	.release = rtc6_release,
};

static struct device rtc6_device;

int rtc6_init(void)
{
	int ret = device_register(&rtc6_device, "rtc6", &rtc6_ops);
	if (ret != 0)
		return ret;
	return rtc6_ops.probe(&rtc6_device);
}

void rtc6_exit(void)
{
	rtc6_ops.release(&rtc6_device);
	device_unregister(&rtc6_device);
}

/* ---- driver wdt7 ---- */

struct wdt7_priv {
	int state;
	unsigned int count;
	unsigned char buf[6];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
};

static struct wdt7_priv wdt7_data;

static unsigned int wdt7_checksum(const unsigned char *p, int len)
{
	unsigned int c = 3155901924u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 20) | (c >> 12);
		c += 1165036683u;
	}
	return c;
}

static int wdt7_parse_label(struct wdt7_priv *d, const char *s)
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

static void wdt7_update_stats(struct wdt7_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 2513 || v < -2513)
		v = 2513;
	d->stats[which] += v;
	if (d->stats[which] > 2513L * 16)
		d->stats[which] = 2513L * 16;
}

static int wdt7_self_test(struct wdt7_priv *d)
{
	unsigned char pattern[6];
	int i;
	for (i = 0; i < 6; i++)
		pattern[i] = (unsigned char)(i * 37 + 37);
	if (wdt7_checksum(pattern, 6) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 6) == 0 ? -EIO : 0;
}

static int wdt7_probe(struct device *dev)
{
	struct wdt7_priv *d = &wdt7_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "wdt7");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	wdt7_parse_label(d, "wdt7");
	return 0;
}

static int wdt7_open(struct device *dev, int mode)
{
	struct wdt7_priv *d = dev->priv;
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
	wdt7_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int wdt7_read(struct device *dev, char *out, int n)
{
	struct wdt7_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 6; i++)
		out[i] = (char)d->buf[i];
	wdt7_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int wdt7_write(struct device *dev, const char *in, int n)
{
	struct wdt7_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 6)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = wdt7_checksum(d->buf, n);
	wdt7_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long wdt7_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct wdt7_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0xb001u:
		d->state = (int)(arg & 3u);
		break;
	case 0xb002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xb003u:
		if (arg > 2513u) {
			ret = -EINVAL;
			goto out;
		}
		wdt7_update_stats(d, 3, (long)arg);
		break;
	case 0xb004u:
		ret = wdt7_self_test(d);
		break;
	case 0xb005u:
		d->state = (int)(arg & 3u);
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void wdt7_release(struct device *dev)
{
	struct wdt7_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops wdt7_ops = {
	.probe = wdt7_probe,
	.open = wdt7_open,
	.read = wdt7_read,
	.write = wdt7_write,
	.ioctl = wdt7_ioctl,
	.release = wdt7_release,
};

static struct device wdt7_device;

int wdt7_init(void)
{
	int ret = device_register(&wdt7_device, "wdt7", &wdt7_ops);
	if (ret != 0)
		return ret;
	return wdt7_ops.probe(&wdt7_device);
}

void wdt7_exit(void)
{
	wdt7_ops.release(&wdt7_device);
	device_unregister(&wdt7_device);
}

/* ---- driver uart8 ---- */

struct uart8_priv {
	int state;
	unsigned int count;
	unsigned char buf[5];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
};

static struct uart8_priv uart8_data;

static unsigned int uart8_checksum(const unsigned char *p, int len)
{
	unsigned int c = 3227687319u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 3) | (c >> 29);
		c += 1113996961u;
	}
	return c;
}

static int uart8_parse_label(struct uart8_priv *d, const char *s)
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

static void uart8_update_stats(struct uart8_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 9612 || v < -9612)
		v = 9612;
	d->stats[which] += v;
	if (d->stats[which] > 9612L * 16)
		d->stats[which] = 9612L * 16;
}

static int uart8_self_test(struct uart8_priv *d)
{
	unsigned char pattern[5];
	int i;
	for (i = 0; i < 5; i++)
		pattern[i] = (unsigned char)(i * 37 + 0);
	if (uart8_checksum(pattern, 5) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 5) == 0 ? -EIO : 0;
}

static int uart8_probe(struct device *dev)
{
	struct uart8_priv *d = &uart8_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "uart8");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	uart8_parse_label(d, "uart8");
	return 0;
}

static int uart8_open(struct device *dev, int mode)
{
	struct uart8_priv *d = dev->priv;
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
	uart8_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int uart8_read(struct device *dev, char *out, int n)
{
	struct uart8_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 5; i++)
		out[i] = (char)d->buf[i];
	uart8_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int uart8_write(struct device *dev, const char *in, int n)
{
	struct uart8_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 5)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = uart8_checksum(d->buf, n);
	uart8_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long uart8_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct uart8_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0xc001u:
		d->state = (int)(arg & 3u);
		break;
	case 0xc002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xc003u:
		if (arg > 9612u) {
			ret = -EINVAL;
			goto out;
		}
		uart8_update_stats(d, 3, (long)arg);
		break;
	case 0xc004u:
		ret = uart8_self_test(d);
		break;
	case 0xc005u:
		d->state = (int)(arg & 3u);
		break;
	case 0xc006u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void uart8_release(struct device *dev)
{
	struct uart8_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops uart8_ops = {
	.probe = uart8_probe,
	.open = uart8_open,
	.read = uart8_read,
	.write = uart8_write,
	.ioctl = uart8_ioctl,
	.release = uart8_release,
};

static struct device uart8_device;

int uart8_init(void)
{
	int ret = device_register(&uart8_device, "uart8", &uart8_ops);
	if (ret != 0)
		return ret;
	return uart8_ops.probe(&uart8_device);
}

void uart8_exit(void)
{
	uart8_ops.release(&uart8_device);
	device_unregister(&uart8_device);
}

/* ---- driver i2c9 ---- */

struct i2c9_priv {
	int state;
	unsigned int count;
	unsigned char buf[7];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct i2c9_priv i2c9_data;

static unsigned int i2c9_checksum(const unsigned char *p, int len)
{
	unsigned int c = 2268696804u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 11) | (c >> 21);
		c += 1268832781u;
	}
	return c;
}

static int i2c9_parse_label(struct i2c9_priv *d, const char *s)
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

static void i2c9_update_stats(struct i2c9_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 4548 || v < -4548)
		v = 4548;
	d->stats[which] += v;
	if (d->stats[which] > 4548L * 16)
		d->stats[which] = 4548L * 16;
}

static int i2c9_self_test(struct i2c9_priv *d)
{
	unsigned char pattern[7];
	int i;
	for (i = 0; i < 7; i++)
		pattern[i] = (unsigned char)(i * 37 + 82);
	if (i2c9_checksum(pattern, 7) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 7) == 0 ? -EIO : 0;
}

static int i2c9_probe(struct device *dev)
{
	struct i2c9_priv *d = &i2c9_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "i2c9");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	i2c9_parse_label(d, "i2c9");
	return 0;
}

static int i2c9_open(struct device *dev, int mode)
{
	struct i2c9_priv *d = dev->priv;
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
	i2c9_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int i2c9_read(struct device *dev, char *out, int n)
{
	struct i2c9_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 7; i++)
		out[i] = (char)d->buf[i];
	i2c9_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int i2c9_write(struct device *dev, const char *in, int n)
{
	struct i2c9_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 7)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = i2c9_checksum(d->buf, n);
	i2c9_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long i2c9_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct i2c9_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0xd001u:
		d->state = (int)(arg & 3u);
		break;
	case 0xd002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xd003u:
		if (arg > 4548u) {
			ret = -EINVAL;
			goto out;
		}
		i2c9_update_stats(d, 3, (long)arg);
		break;
	case 0xd091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void i2c9_release(struct device *dev)
{
	struct i2c9_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops i2c9_ops = {
	.probe = i2c9_probe,
	.open = i2c9_open,
	.read = i2c9_read,
	.write = i2c9_write,
	.ioctl = i2c9_ioctl,
	.release = i2c9_release,
};

static struct device i2c9_device;

int i2c9_init(void)
{
	int ret = device_register(&i2c9_device, "i2c9", &i2c9_ops);
	if (ret != 0)
		return ret;
	return i2c9_ops.probe(&i2c9_device);
}

void i2c9_exit(void)
{
	i2c9_ops.release(&i2c9_device);
	device_unregister(&i2c9_device);
}

/* ---- driver spi10 ---- */

struct spi10_priv {
	int state;
	unsigned int count;
	unsigned char buf[5];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct spi10_priv spi10_data;

static unsigned int spi10_checksum(const unsigned char *p, int len)
{
	unsigned int c = 280186038u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 1) | (c >> 31);
		c += 3660633751u;
	}
	return c;
}

static int spi10_parse_label(struct spi10_priv *d, const char *s)
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

static void spi10_update_stats(struct spi10_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 8363 || v < -8363)
		v = 8363;
	d->stats[which] += v;
	if (d->stats[which] > 8363L * 16)
		d->stats[which] = 8363L * 16;
}

static int spi10_self_test(struct spi10_priv *d)
{
	unsigned char pattern[5];
	int i;
	for (i = 0; i < 5; i++)
		pattern[i] = (unsigned char)(i * 37 + 83);
	if (spi10_checksum(pattern, 5) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 5) == 0 ? -EIO : 0;
}

static int spi10_probe(struct device *dev)
{
	struct spi10_priv *d = &spi10_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "spi10");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	spi10_parse_label(d, "spi10");
	return 0;
}

static int spi10_open(struct device *dev, int mode)
{
	struct spi10_priv *d = dev->priv;
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
	spi10_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int spi10_read(struct device *dev, char *out, int n)
{
	struct spi10_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 5; i++)
		out[i] = (char)d->buf[i];
	spi10_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int spi10_write(struct device *dev, const char *in, int n)
{
	struct spi10_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 5)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = spi10_checksum(d->buf, n);
	spi10_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long spi10_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct spi10_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0xe001u:
		d->state = (int)(arg & 3u);
		break;
	case 0xe002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xe003u:
		if (arg > 8363u) {
			ret = -EINVAL;
			goto out;
		}
		spi10_update_stats(d, 3, (long)arg);
		break;
	case 0xe004u:
		ret = spi10_self_test(d);
		break;
	case 0xe005u:
		d->state = (int)(arg & 3u);
		break;
	case 0xe006u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xe091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void spi10_release(struct device *dev)
{
	struct spi10_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops spi10_ops = {
	.probe = spi10_probe,
	.open = spi10_open,
	.read = spi10_read,
	.write = spi10_write,
	.ioctl = spi10_ioctl,
	.release = spi10_release,
};

static struct device spi10_device;

int spi10_init(void)
{
	int ret = device_register(&spi10_device, "spi10", &spi10_ops);
	if (ret != 0)
		return ret;
	return spi10_ops.probe(&spi10_device);
}

void spi10_exit(void)
{
	spi10_ops.release(&spi10_device);
	device_unregister(&spi10_device);
}

/* ---- driver gpio11 ---- */

struct gpio11_priv {
	int state;
	unsigned int count;
	unsigned char buf[4];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
};

static struct gpio11_priv gpio11_data;

static unsigned int gpio11_checksum(const unsigned char *p, int len)
{
	unsigned int c = 4111223018u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 25) | (c >> 7);
		c += 2919164665u;
	}
	return c;
}

static int gpio11_parse_label(struct gpio11_priv *d, const char *s)
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

static void gpio11_update_stats(struct gpio11_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 10030 || v < -10030)
		v = 10030;
	d->stats[which] += v;
	if (d->stats[which] > 10030L * 16)
		d->stats[which] = 10030L * 16;
}

static int gpio11_self_test(struct gpio11_priv *d)
{
	unsigned char pattern[4];
	int i;
	for (i = 0; i < 4; i++)
		pattern[i] = (unsigned char)(i * 37 + 44);
	if (gpio11_checksum(pattern, 4) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 4) == 0 ? -EIO : 0;
}

static int gpio11_probe(struct device *dev)
{
	struct gpio11_priv *d = &gpio11_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "gpio11");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	gpio11_parse_label(d, "gpio11");
	return 0;
}

static int gpio11_open(struct device *dev, int mode)
{
	struct gpio11_priv *d = dev->priv;
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
	gpio11_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int gpio11_read(struct device *dev, char *out, int n)
{
	struct gpio11_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 4; i++)
		out[i] = (char)d->buf[i];
	gpio11_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int gpio11_write(struct device *dev, const char *in, int n)
{
	struct gpio11_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 4)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = gpio11_checksum(d->buf, n);
	gpio11_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long gpio11_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct gpio11_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0xf001u:
		d->state = (int)(arg & 3u);
		break;
	case 0xf002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0xf003u:
		if (arg > 10030u) {
			ret = -EINVAL;
			goto out;
		}
		gpio11_update_stats(d, 3, (long)arg);
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void gpio11_release(struct device *dev)
{
	struct gpio11_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops gpio11_ops = {
	.probe = gpio11_probe,
	.open = gpio11_open,
	.read = gpio11_read,
	.write = gpio11_write,
	.ioctl = gpio11_ioctl,
	.release = gpio11_release,
};

static struct device gpio11_device;

int gpio11_init(void)
{
	int ret = device_register(&gpio11_device, "gpio11", &gpio11_ops);
	if (ret != 0)
		return ret;
	return gpio11_ops.probe(&gpio11_device);
}

void gpio11_exit(void)
{
	gpio11_ops.release(&gpio11_device);
	device_unregister(&gpio11_device);
}

/* ---- driver pwm12 ---- */

struct pwm12_priv {
	int state;
	unsigned int count;
	unsigned char buf[6];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct pwm12_priv pwm12_data;

static unsigned int pwm12_checksum(const unsigned char *p, int len)
{
	unsigned int c = 2067245873u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 1) | (c >> 31);
		c += 3551407087u;
	}
	return c;
}

static int pwm12_parse_label(struct pwm12_priv *d, const char *s)
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

static void pwm12_update_stats(struct pwm12_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 1993 || v < -1993)
		v = 1993;
	d->stats[which] += v;
	if (d->stats[which] > 1993L * 16)
		d->stats[which] = 1993L * 16;
}

static int pwm12_self_test(struct pwm12_priv *d)
{
	unsigned char pattern[6];
	int i;
	for (i = 0; i < 6; i++)
		pattern[i] = (unsigned char)(i * 37 + 12);
	if (pwm12_checksum(pattern, 6) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 6) == 0 ? -EIO : 0;
}

static int pwm12_probe(struct device *dev)
{
	struct pwm12_priv *d = &pwm12_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "pwm12");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	pwm12_parse_label(d, "pwm12");
	return 0;
}

static int pwm12_open(struct device *dev, int mode)
{
	struct pwm12_priv *d = dev->priv;
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
	pwm12_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int pwm12_read(struct device *dev, char *out, int n)
{
	struct pwm12_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 6; i++)
		out[i] = (char)d->buf[i];
	pwm12_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int pwm12_write(struct device *dev, const char *in, int n)
{
	struct pwm12_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 6)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = pwm12_checksum(d->buf, n);
	pwm12_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long pwm12_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct pwm12_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x10001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x10002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x10003u:
		if (arg > 1993u) {
			ret = -EINVAL;
			goto out;
		}
		pwm12_update_stats(d, 3, (long)arg);
		break;
	case 0x10004u:
		ret = pwm12_self_test(d);
		break;
	case 0x10091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void pwm12_release(struct device *dev)
{
	struct pwm12_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops pwm12_ops = {
	.probe = pwm12_probe,
	.open = pwm12_open,
	.read = pwm12_read,
	.write = pwm12_write,
	.ioctl = pwm12_ioctl,
	.release = pwm12_release,
};

static struct device pwm12_device;

int pwm12_init(void)
{
	int ret = device_register(&pwm12_device, "pwm12", &pwm12_ops);
	if (ret != 0)
		return ret;
	return pwm12_ops.probe(&pwm12_device);
}

void pwm12_exit(void)
{
	pwm12_ops.release(&pwm12_device);
	device_unregister(&pwm12_device);
}

/* ---- driver adc13 ---- */

struct adc13_priv {
	int state;
	unsigned int count;
	unsigned char buf[6];
	int len;
	unsigned int crc;
	char label[12];
	struct mutex lock;
	long stats[4];
	struct ring rx;
	unsigned long expires;
	int timer_armed;
};

static struct adc13_priv adc13_data;

static unsigned int adc13_checksum(const unsigned char *p, int len)
{
	unsigned int c = 924594067u;
	int i;
	for (i = 0; i < len; i++) {
		c ^= p[i];
		c = (c << 5) | (c >> 27);
		c += 243867771u;
	}
	return c;
}

static int adc13_parse_label(struct adc13_priv *d, const char *s)
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

static void adc13_update_stats(struct adc13_priv *d, int which, long v)
{
	if (which < 0 || which >= 4)
		return;
	if (v > 8499 || v < -8499)
		v = 8499;
	d->stats[which] += v;
	if (d->stats[which] > 8499L * 16)
		d->stats[which] = 8499L * 16;
}

static int adc13_self_test(struct adc13_priv *d)
{
	unsigned char pattern[6];
	int i;
	for (i = 0; i < 6; i++)
		pattern[i] = (unsigned char)(i * 37 + 58);
	if (adc13_checksum(pattern, 6) == 0u)
		return -EIO;
	return crc16(0xffff, pattern, 6) == 0 ? -EIO : 0;
}

static int adc13_probe(struct device *dev)
{
	struct adc13_priv *d = &adc13_data;
	memset(d, 0, sizeof(*d));
	mutex_init(&d->lock, "adc13");
	d->state = 1;
	dev->priv = d;
	dev->lock = &d->lock;
	adc13_parse_label(d, "adc13");
	return 0;
}

static int adc13_open(struct device *dev, int mode)
{
	struct adc13_priv *d = dev->priv;
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
	adc13_update_stats(d, 0, 1);
	mutex_unlock(&d->lock);
	return 0;
}

static int adc13_read(struct device *dev, char *out, int n)
{
	struct adc13_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0)
		return -EINVAL;
	mutex_lock(&d->lock);
	if (n > d->len)
		n = d->len;
	for (i = 0; i < n && i < 6; i++)
		out[i] = (char)d->buf[i];
	adc13_update_stats(d, 1, n);
	mutex_unlock(&d->lock);
	return n;
}

static int adc13_write(struct device *dev, const char *in, int n)
{
	struct adc13_priv *d = dev->priv;
	int i;
	if (d == NULL)
		return -ENODEV;
	if (n < 0 || n > 6)
		return -EINVAL;
	mutex_lock(&d->lock);
	for (i = 0; i < n; i++) {
		d->buf[i] = (unsigned char)in[i];
		ring_put(&d->rx, d->buf[i]);
	}
	d->len = n;
	d->crc = adc13_checksum(d->buf, n);
	adc13_update_stats(d, 2, n);
	mutex_unlock(&d->lock);
	return n;
}

static long adc13_ioctl(struct device *dev, unsigned int cmd, unsigned long arg)
{
	struct adc13_priv *d = dev->priv;
	long ret = 0;
	if (d == NULL)
		return -ENODEV;
	mutex_lock(&d->lock);
	switch (cmd) {
	case 0x11001u:
		d->state = (int)(arg & 3u);
		break;
	case 0x11002u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x11003u:
		if (arg > 8499u) {
			ret = -EINVAL;
			goto out;
		}
		adc13_update_stats(d, 3, (long)arg);
		break;
	case 0x11004u:
		ret = adc13_self_test(d);
		break;
	case 0x11005u:
		d->state = (int)(arg & 3u);
		break;
	case 0x11006u:
		ret = (long)(d->crc & 0x7fffffffu);
		break;
	case 0x11091u:
		d->expires = arg;
		d->timer_armed = arg != 0;
		break;
	default:
		ret = -ENOTTY;
	}
out:
	mutex_unlock(&d->lock);
	return ret;
}

static void adc13_release(struct device *dev)
{
	struct adc13_priv *d = dev->priv;
	if (d == NULL)
		return;
	mutex_lock(&d->lock);
	if (d->count > 0)
		d->count--;
	mutex_unlock(&d->lock);
}

static const struct dev_ops adc13_ops = {
	.probe = adc13_probe,
	.open = adc13_open,
	.read = adc13_read,
	.write = adc13_write,
	.ioctl = adc13_ioctl,
	.release = adc13_release,
};

static struct device adc13_device;

int adc13_init(void)
{
	int ret = device_register(&adc13_device, "adc13", &adc13_ops);
	if (ret != 0)
		return ret;
	return adc13_ops.probe(&adc13_device);
}

void adc13_exit(void)
{
	adc13_ops.release(&adc13_device);
	device_unregister(&adc13_device);
}

static struct device *registered[3];

int main(void)
{
	char buf[16];
	int i, round;

	INIT_LIST_HEAD(&device_list);
	if (uart0_init() != 0)
		return 0;
	registered[0] = &uart0_device;
	if (i2c1_init() != 0)
		return 0;
	registered[1] = &i2c1_device;
	if (spi2_init() != 0)
		return 0;
	registered[2] = &spi2_device;
	for (round = 0; round < 2; round++) {
		int k = __VERIFIER_nondet_int();
		struct device *dev;
		int n;
		if (k < 0 || k >= 3)
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
	for (i = 0; i < 3; i++)
		if (mutex_is_locked(registered[i]->lock))
			reach_error();
	return 0;
}
