/* In the style of newlib's math functions: floor of a double on its two words: floor(x) <= x (a bug variant). */
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

double floor_bits(double x) {
  __int32_t i0, e;
  __uint32_t i1, m, j;
  EXTRACT_WORDS(i0, i1, x);
  e = ((i0 >> 20) & 0x7ff) - 0x3ff;
  if (e < 20) {
    if (e < 0) { /* |x| < 1 */
      if (i0 >= 0) {
        i0 = i1 = 0;
      } else if (((i0 & 0x7fffffff) | i1) != 0) {
        i0 = (__int32_t)0xbff00000; /* -1 */
        i1 = 0;
      }
    } else {
      m = 0x000fffff >> e;
      if (((i0 & m) | i1) == 0)
        return x;
      if (i0 < 0)
        i0 += 0x00100000 >> e;
      i0 &= ~m;
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
    if (i0 < 0) {
      if (e == 20)
        i0 += 1;
      else {
        j = i1 + (1u << (52 - e));
        if (j < i1)
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
  __VERIFIER_assume(!isnan_double(x));
  double f = floor_bits(x);
  if (!(f <= x))
    reach_error();
  return 0;
}
