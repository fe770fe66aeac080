/* In the style of newlib's math functions: modf of a double on its two words that returns x - x as the fraction of a large integer: +0 where -0 is due for a negative x. */
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

/* modf on the two words: the integral part by masking the fraction bits, the fraction by subtraction (signed zero for an integer). */
double modf_bits(double x, double *iptr) {
  __int32_t i0, j0;
  __uint32_t i, i1;
  EXTRACT_WORDS(i0, i1, x);
  j0 = ((i0 >> 20) & 0x7ff) - 0x3ff;
  if (j0 < 20) {
    if (j0 < 0) { /* |x| < 1: integral part +-0 */
      INSERT_WORDS(*iptr, (__uint32_t)i0 & 0x80000000u, 0);
      return x;
    }
    i = 0x000fffffu >> j0;
    if ((((__uint32_t)i0 & i) | i1) == 0) { /* an integer */
      *iptr = x;
      INSERT_WORDS(x, (__uint32_t)i0 & 0x80000000u, 0);
      return x;
    }
    INSERT_WORDS(*iptr, (__uint32_t)i0 & ~i, 0);
    return x - *iptr;
  } else if (j0 > 51) { /* no fraction bits */
    *iptr = x;
    if (j0 == 0x400 && (((__uint32_t)i0 & 0x000fffffu) | i1) != 0)
      return x; /* NaN */
    INSERT_WORDS(x, (__uint32_t)i0 & 0x80000000u, 0);
    return x;
  } else {
    i = 0xffffffffu >> (j0 - 20);
    if ((i1 & i) == 0) {
      *iptr = x;
      return x - x; /* slip: +0 for a negative integer, not -0 */
    }
    INSERT_WORDS(*iptr, i0, i1 & ~i);
    return x - *iptr;
  }
}

static int signbit_double(double x) {
  __int32_t h;
  GET_HIGH_WORD(h, x);
  return h < 0;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double ip;
  double f = modf_bits(x, &ip);
  if (isnan_double(x)) {
    if (!isnan_double(f) || !isnan_double(ip))
      reach_error(); /* NaN in, NaN out */
    return 0;
  }
  if (signbit_double(f) != signbit_double(x) || signbit_double(ip) != signbit_double(x))
    reach_error(); /* both parts carry x's sign, zeros included */
  __VERIFIER_assume(x - x == 0.0); /* finite */
  if (!(f > -1.0 && f < 1.0 && ip + f == x))
    reach_error();
  return 0;
}
