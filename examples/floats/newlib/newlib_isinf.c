/* In the style of newlib's math functions: isinf and isnan of a double on its two words agree with the comparisons. */
extern void abort(void);
extern void reach_error(void);
extern double __VERIFIER_nondet_double(void);
extern void __VERIFIER_assume(int);

typedef int __int32_t;
typedef unsigned int __uint32_t;

/* A double as its two 32-bit halves (little-endian: low word first). */
typedef union {
  double value;
  struct {
    __uint32_t lo;
    __uint32_t hi;
  } w;
} double_bits;

#define EXTRACT_WORDS(h, l, d) \
  do { double_bits ew_u; ew_u.value = (d); (h) = ew_u.w.hi; (l) = ew_u.w.lo; } while (0)
#define INSERT_WORDS(d, h, l) \
  do { double_bits iw_u; iw_u.w.hi = (h); iw_u.w.lo = (l); (d) = iw_u.value; } while (0)

static int isnan_double(double x) { return x != x; }

int isinf_bits(double x) {
  __int32_t hx;
  __uint32_t lx;
  EXTRACT_WORDS(hx, lx, x);
  hx &= 0x7fffffff;
  hx |= (lx | (0u - lx)) >> 31;
  hx = 0x7ff00000 - hx;
  return 1 - (int)((__uint32_t)(hx | (-hx)) >> 31);
}
int isnan_bits(double x) {
  __uint32_t hx, lx;
  EXTRACT_WORDS(hx, lx, x);
  hx &= 0x7fffffff;
  return hx > 0x7ff00000 || (hx == 0x7ff00000 && lx != 0);
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  int inf = x == 1.0 / 0.0 || x == -1.0 / 0.0;
  if (isinf_bits(x) != inf)
    reach_error();
  if (isnan_bits(x) != isnan_double(x))
    reach_error();
  return 0;
}
