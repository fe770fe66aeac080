/* In the style of newlib's math functions: frexp of a double on its two words, subnormals scaled first: NaN in, NaN out, and for finite nonzero x a mantissa in [0.5, 1) with m * 2^e == x. */
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

/* frexp on the two words: a subnormal is scaled by 2^54 first. */
static const double two54 = 1.80143985094819840000e+16; /* 0x43500000 00000000 */

double frexp_bits(double x, int *eptr) {
  __int32_t hx, ix;
  __uint32_t lx;
  EXTRACT_WORDS(hx, lx, x);
  ix = 0x7fffffff & hx;
  *eptr = 0;
  if (ix >= 0x7ff00000 || (ix | (__int32_t)lx) == 0)
    return x + x; /* 0, inf, NaN */
  if (ix < 0x00100000) { /* subnormal */
    x *= two54;
    GET_HIGH_WORD(hx, x);
    ix = hx & 0x7fffffff;
    *eptr = -54;
  }
  *eptr += (ix >> 20) - 1022;
  hx = (__int32_t)(((__uint32_t)hx & 0x800fffffu) | 0x3fe00000u);
  SET_HIGH_WORD(x, hx);
  return x;
}

extern double ldexp(double, int);

int main(void) {
  double x = __VERIFIER_nondet_double();
  int e;
  double m = frexp_bits(x, &e);
  if (isnan_double(x) != isnan_double(m))
    reach_error(); /* NaN in, NaN out */
  __VERIFIER_assume(x - x == 0.0 && x != 0.0); /* finite, nonzero */
  double a = m < 0.0 ? -m : m;
  if (!(a >= 0.5 && a < 1.0))
    reach_error();
  if (ldexp(m, e) != x)
    reach_error(); /* m * 2^e is x */
  return 0;
}
