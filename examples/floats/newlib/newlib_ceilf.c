/* In the style of newlib's math functions: ceilf on the bits: x <= ceil(x) < x + 1. */
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

float ceil_bits(float x) {
  __int32_t i0, e;
  __uint32_t m;
  GET_FLOAT_WORD(i0, x);
  e = ((i0 >> 23) & 0xff) - 0x7f;
  if (e >= 23)
    return e == 0x80 ? x + x : x;
  if (e < 0) {
    if (i0 < 0)
      i0 = (__int32_t)0x80000000; /* -0 */
    else if (i0 != 0)
      i0 = 0x3f800000; /* 1 */
  } else {
    m = 0x007fffff >> e;
    if ((i0 & m) == 0)
      return x;
    if (i0 > 0)
      i0 += 0x00800000 >> e;
    i0 &= ~m;
  }
  SET_FLOAT_WORD(x, i0);
  return x;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  __VERIFIER_assume(x > -1e30f && x < 1e30f);
  float c = ceil_bits(x);
  if (!(x <= c && (c == x || c - 1.0f < x)))
    reach_error();
  return 0;
}
