/* In the style of newlib's math functions: ilogb of a double on its two words, subnormals included: the exponent k with 2^k <= |x| < 2^(k+1), as frexp gives it. */
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
#define GET_HIGH_WORD(h, d) \
  do { double_bits gh_u; gh_u.value = (d); (h) = gh_u.w.hi; } while (0)
#define INSERT_WORDS(d, h, l) \
  do { double_bits iw_u; iw_u.w.hi = (h); iw_u.w.lo = (l); (d) = iw_u.value; } while (0)
#define SET_HIGH_WORD(d, h) \
  do { double_bits sh_u; sh_u.value = (d); sh_u.w.hi = (h); (d) = sh_u.value; } while (0)

static int isnan_double(double x) { return x != x; }

/* ilogb on the two words: a subnormal's exponent from its leading zeros. */
int ilogb_bits(double x) {
  __int32_t hx, ix;
  __uint32_t lx, u;
  EXTRACT_WORDS(hx, lx, x);
  hx &= 0x7fffffff;
  if (hx < 0x00100000) {
    if ((hx | (__int32_t)lx) == 0)
      return -0x7fffffff - 1; /* 0 */
    if (hx == 0) {
      for (ix = -1043, u = lx; (u & 0x80000000u) == 0; u <<= 1)
        ix -= 1;
    } else {
      for (ix = -1022, u = (__uint32_t)hx << 11; (u & 0x80000000u) == 0; u <<= 1)
        ix -= 1;
    }
    return ix;
  }
  if (hx < 0x7ff00000)
    return (hx >> 20) - 1023;
  return 0x7fffffff; /* inf or NaN */
}

extern double frexp(double, int *);

int main(void) {
  double x = __VERIFIER_nondet_double();
  int k = ilogb_bits(x);
  if (isnan_double(x) && k != 0x7fffffff)
    reach_error();
  if (x == 0.0 && k != -0x7fffffff - 1)
    reach_error();
  __VERIFIER_assume(x - x == 0.0 && x != 0.0); /* finite, nonzero */
  int e;
  frexp(x, &e);
  if (k != e - 1)
    reach_error(); /* 2^k <= |x| < 2^(k+1) */
  return 0;
}
