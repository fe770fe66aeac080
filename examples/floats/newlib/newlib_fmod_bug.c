/* In the style of newlib's math functions: fmod of two doubles by shift and subtract on their words, missing the last subtraction: the remainder can reach y. */
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

/* fmod by shift and subtract on the two words, subnormals included. */
double fmod_bits(double x, double y) {
  __int32_t n, hx, hy, hz, ix, iy;
  __uint32_t sx, lx, ly, lz, u;
  EXTRACT_WORDS(hx, lx, x);
  EXTRACT_WORDS(hy, ly, y);
  sx = (__uint32_t)hx & 0x80000000u;
  hx &= 0x7fffffff;
  hy &= 0x7fffffff;
  if ((hy | (__int32_t)ly) == 0 || hx >= 0x7ff00000 ||
      (hy | (__int32_t)((ly | (0u - ly)) >> 31)) > 0x7ff00000)
    return (x * y) / (x * y); /* y = 0, x not finite, or y NaN */
  if (hx <= hy) {
    if (hx < hy || lx < ly)
      return x; /* |x| < |y| */
    if (lx == ly) {
      INSERT_WORDS(x, sx, 0); /* +-0 */
      return x;
    }
  }
  /* the exponents, subnormals counted by their leading zeros */
  if (hx < 0x00100000) {
    if (hx == 0) {
      for (ix = -1043, u = lx; (u & 0x80000000u) == 0; u <<= 1)
        ix -= 1;
    } else {
      for (ix = -1022, u = (__uint32_t)hx << 11; (u & 0x80000000u) == 0; u <<= 1)
        ix -= 1;
    }
  } else
    ix = (hx >> 20) - 1023;
  if (hy < 0x00100000) {
    if (hy == 0) {
      for (iy = -1043, u = ly; (u & 0x80000000u) == 0; u <<= 1)
        iy -= 1;
    } else {
      for (iy = -1022, u = (__uint32_t)hy << 11; (u & 0x80000000u) == 0; u <<= 1)
        iy -= 1;
    }
  } else
    iy = (hy >> 20) - 1023;
  /* significands with the hidden bit at bit 20 of the high word */
  if (ix >= -1022)
    hx = 0x00100000 | (0x000fffff & hx);
  else {
    n = -1022 - ix;
    if (n <= 31) {
      hx = (__int32_t)(((__uint32_t)hx << n) | (lx >> (32 - n)));
      lx <<= n;
    } else {
      hx = (__int32_t)(lx << (n - 32));
      lx = 0;
    }
  }
  if (iy >= -1022)
    hy = 0x00100000 | (0x000fffff & hy);
  else {
    n = -1022 - iy;
    if (n <= 31) {
      hy = (__int32_t)(((__uint32_t)hy << n) | (ly >> (32 - n)));
      ly <<= n;
    } else {
      hy = (__int32_t)(ly << (n - 32));
      ly = 0;
    }
  }
  n = ix - iy;
  while (n--) {
    hz = hx - hy;
    lz = lx - ly;
    if (lx < ly)
      hz -= 1;
    if (hz < 0) {
      hx = hx + hx + (__int32_t)(lx >> 31);
      lx = lx + lx;
    } else {
      if ((hz | (__int32_t)lz) == 0) {
        INSERT_WORDS(x, sx, 0);
        return x;
      }
      hx = hz + hz + (__int32_t)(lz >> 31);
      lx = lz + lz;
    }
  }
  /* slip: the last subtraction after the loop is missing */
  if ((hx | (__int32_t)lx) == 0) {
    INSERT_WORDS(x, sx, 0);
    return x;
  }
  while (hx < 0x00100000) { /* normalise */
    hx = hx + hx + (__int32_t)(lx >> 31);
    lx = lx + lx;
    iy -= 1;
  }
  if (iy >= -1022) {
    hx = (hx - 0x00100000) | ((iy + 1023) << 20);
    INSERT_WORDS(x, (__uint32_t)hx | sx, lx);
  } else { /* subnormal result */
    n = -1022 - iy;
    if (n <= 20) {
      lx = (lx >> n) | ((__uint32_t)hx << (32 - n));
      hx >>= n;
    } else if (n <= 31) {
      lx = ((__uint32_t)hx << (32 - n)) | (lx >> n);
      hx = 0;
    } else {
      lx = (__uint32_t)hx >> (n - 32);
      hx = 0;
    }
    INSERT_WORDS(x, (__uint32_t)hx | sx, lx);
  }
  return x;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double y = __VERIFIER_nondet_double();
  if (!isnan_double(fmod_bits(x, 0.0)))
    reach_error(); /* y = 0: NaN */
  __VERIFIER_assume(x >= 0.0 && x <= 64.0 && y >= 1.0 && y <= 8.0);
  double r = fmod_bits(x, y);
  if (!(r >= 0.0 && r < y))
    reach_error();
  return 0;
}
