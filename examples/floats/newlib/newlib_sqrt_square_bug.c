/* In the style of newlib's math functions: a bit-by-bit square root of a double on its two words that forgets to double the significand for an odd exponent: sqrt(x)*sqrt(x) is far from x for x in [2, 4). */
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

/* Square root bit by bit on the two words, rounded to nearest. */
double sqrt_bits(double x) {
  double z;
  __int32_t ix0, s0, q, m, t, i;
  __uint32_t r, t1, s1, ix1, q1;
  const __uint32_t sign = 0x80000000u;
  EXTRACT_WORDS(ix0, ix1, x);
  if ((ix0 & 0x7ff00000) == 0x7ff00000)
    return x * x + x; /* NaN stays NaN, +inf stays +inf, -inf gives NaN */
  if (ix0 <= 0) {
    if (((ix0 & 0x7fffffff) | ix1) == 0)
      return x; /* +-0 */
    if (ix0 < 0)
      return (x - x) / (x - x); /* negative: NaN */
  }
  m = ix0 >> 20;
  if (m == 0) { /* subnormal: normalise */
    while (ix0 == 0) {
      m -= 21;
      ix0 |= (__int32_t)(ix1 >> 11);
      ix1 <<= 21;
    }
    for (i = 0; (ix0 & 0x00100000) == 0; i++)
      ix0 <<= 1;
    m -= i - 1;
    if (i > 0)
      ix0 |= (__int32_t)(ix1 >> (32 - i));
    ix1 <<= i;
  }
  m -= 1023;
  ix0 = (ix0 & 0x000fffff) | 0x00100000;
  /* slip: an odd exponent's significand is not doubled */
  m = (m - (m & 1)) / 2;
  ix0 += ix0 + (__int32_t)((ix1 & sign) >> 31);
  ix1 += ix1;
  q = s0 = 0;
  q1 = s1 = 0;
  r = 0x00200000;
  while (r != 0) { /* the high word of the root */
    t = s0 + (__int32_t)r;
    if (t <= ix0) {
      s0 = t + (__int32_t)r;
      ix0 -= t;
      q += (__int32_t)r;
    }
    ix0 += ix0 + (__int32_t)((ix1 & sign) >> 31);
    ix1 += ix1;
    r >>= 1;
  }
  r = sign;
  while (r != 0) { /* the low word */
    t1 = s1 + r;
    t = s0;
    if (t < ix0 || (t == ix0 && t1 <= ix1)) {
      s1 = t1 + r;
      if ((t1 & sign) == sign && (s1 & sign) == 0)
        s0 += 1;
      ix0 -= t;
      if (ix1 < t1)
        ix0 -= 1;
      ix1 -= t1;
      q1 += r;
    }
    ix0 += ix0 + (__int32_t)((ix1 & sign) >> 31);
    ix1 += ix1;
    r >>= 1;
  }
  if ((ix0 | (__int32_t)ix1) != 0) { /* inexact: round to nearest */
    if (q1 == 0xffffffffu) {
      q1 = 0;
      q += 1;
    } else
      q1 += (q1 & 1);
  }
  ix0 = (q >> 1) + 0x3fe00000;
  ix1 = q1 >> 1;
  if ((q & 1) == 1)
    ix1 |= sign;
  ix0 += m * 0x100000;
  INSERT_WORDS(z, ix0, ix1);
  return z;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  __VERIFIER_assume(x >= 1.0 && x <= 4.0);
  double r = sqrt_bits(x);
  double d = r * r - x;
  if (!(d >= -2e-15 && d <= 2e-15))
    reach_error(); /* r*r within a few ulps of x */
  return 0;
}
