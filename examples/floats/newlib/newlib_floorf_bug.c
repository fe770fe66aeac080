/* In the style of newlib's math functions: floorf on the bits: floor(x) <= x, and an integer x is its own floor (a bug variant). */
extern void abort(void);
extern void reach_error(void);
extern float __VERIFIER_nondet_float(void);
extern void __VERIFIER_assume(int);

typedef int __int32_t;
typedef unsigned int __uint32_t;

/* A float and its bits. */
typedef union {
  float value;
  __uint32_t word;
} float_bits;

#define GET_FLOAT_WORD(i, d) \
  do { float_bits gf_u; gf_u.value = (d); (i) = gf_u.word; } while (0)
#define SET_FLOAT_WORD(d, i) \
  do { float_bits sf_u; sf_u.word = (i); (d) = sf_u.value; } while (0)

static int isnan_float(float x) { return x != x; }

float floor_bits(float x) {
  __int32_t i0, e;
  __uint32_t m;
  GET_FLOAT_WORD(i0, x);
  e = ((i0 >> 23) & 0xff) - 0x7f;
  if (e >= 23) {
    if (e == 0x80)
      return x + x; /* inf or NaN */
    return x;       /* already integral */
  }
  if (e < 0) { /* |x| < 1 */
    if (i0 >= 0)
      i0 = 0;
    else if ((i0 & 0x7fffffff) != 0)
      i0 = (__int32_t)0xbf800000; /* -1 */
  } else {
    m = 0x007fffff >> e;
    if ((i0 & m) == 0)
      return x;
    if (i0 < 0)
      i0 += 0x00400000 >> e;
    i0 &= ~m;
  }
  SET_FLOAT_WORD(x, i0);
  return x;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x - x == 0.0f); /* finite */
  float f = floor_bits(x);
  if (!(f <= x && (f == x || f + 1.0f > x) && floor_bits(f) == f))
    reach_error();
  return 0;
}
