/* In the style of newlib's math functions: ceil of a double on its two words that drops the carry from the low word: ceil(x) < x for some x. */
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

/* ceil on the two words: clear the fraction bits, adding one unit first for a positive x with a fraction. */
double ceil_bits(double x) {
  __int32_t i0, e;
  __uint32_t i1, m, j;
  EXTRACT_WORDS(i0, i1, x);
  e = ((i0 >> 20) & 0x7ff) - 0x3ff;
  if (e < 20) {
    if (e < 0) { /* |x| < 1 */
      if (i0 < 0) {
        i0 = (__int32_t)0x80000000u; /* -0 */
        i1 = 0;
      } else if ((i0 | (__int32_t)i1) != 0) {
        i0 = 0x3ff00000; /* 1 */
        i1 = 0;
      }
    } else {
      m = 0x000fffffu >> e;
      if ((((__uint32_t)i0 & m) | i1) == 0)
        return x; /* already an integer */
      if (i0 > 0)
        i0 += 0x00100000 >> e;
      i0 = (__int32_t)((__uint32_t)i0 & ~m);
      i1 = 0;
    }
  } else if (e > 51) {
    if (e == 0x400)
      return x + x; /* inf or NaN */
    return x;
  } else {
    m = 0xffffffffu >> (e - 20);
    if ((i1 & m) == 0)
      return x;
    if (i0 > 0) {
      if (e == 20)
        i0 += 1;
      else {
        j = i1 + (1u << (52 - e));
        /* slip: the carry into the high word is dropped */
        i1 = j;
      }
    }
    i1 &= ~m;
  }
  INSERT_WORDS(x, i0, i1);
  return x;
}

int main(void) {
  double x = __VERIFIER_nondet_double();
  double c = ceil_bits(x);
  if (isnan_double(x) != isnan_double(c))
    reach_error(); /* NaN in, NaN out, and only then */
  __VERIFIER_assume(x - x == 0.0); /* finite */
  if (!(c == x || (c > x && c - 1.0 < x)))
    reach_error(); /* the least integer not below x */
  return 0;
}
