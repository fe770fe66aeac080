/* In the style of newlib's math functions: nextafterf on the bits steps one ulp towards y (a bug variant). */
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

float nextafter_bits(float x, float y) {
  __int32_t hx, hy, ix, iy;
  GET_FLOAT_WORD(hx, x);
  GET_FLOAT_WORD(hy, y);
  ix = hx & 0x7fffffff;
  iy = hy & 0x7fffffff;
  if (ix > 0x7f800000 || iy > 0x7f800000)
    return x + y; /* NaN */
  if (x == y)
    return y;
  if (ix == 0) { /* +-0: the smallest subnormal with y's sign */
    SET_FLOAT_WORD(x, 1);
    return x;
  }
  if ((hx >= 0) == (x < y))
    hx += 1; /* away from zero */
  else
    hx -= 1;
  SET_FLOAT_WORD(x, hx);
  return x;
}

int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  __VERIFIER_assume(x - x == 0.0f && y == y);
  float n = nextafter_bits(x, y);
  if (x < y && !(n > x && n <= y))
    reach_error();
  if (x > y && !(n < x && n >= y))
    reach_error();
  if (x == y && n != y)
    reach_error();
  return 0;
}
