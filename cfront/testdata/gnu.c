typedef unsigned int __attribute__((__mode__(__SI__))) u32_t;
static __inline int add(int __restrict a, __const int b) __attribute__((always_inline));
static __inline int add(int a, const int b) { return a + b; }
struct __attribute__((packed)) pk { char c; int i; };
__extension__ typedef long long ll_t;
__signed__ char sc = -1;
extern void __assert_fail (const char *__assertion, const char *__file, unsigned int __line, const char *__function) __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
int main(void) {
  u32_t x = 5;
  ll_t y = __extension__ 3LL;
  int z = add(x, (int)y);
  if (__builtin_expect(!!(z > 3), 1)) z++;
  const char *f = __PRETTY_FUNCTION__;
  ((z > 0) ? (void) (0) : __assert_fail ("z > 0", "gnu.c", 14, __PRETTY_FUNCTION__));
  typeof(z) w = z;
  return w + sc + f[0] + sizeof(struct pk);
}
