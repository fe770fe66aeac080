/* In the style of newlib's math functions: copysignf on the bits takes y's sign and keeps x's magnitude (a bug variant). */
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

float copysign_bits(float x, float y) {
  __uint32_t ix, iy;
  GET_FLOAT_WORD(ix, x);
  GET_FLOAT_WORD(iy, y);
  SET_FLOAT_WORD(x, (ix & 0x7fffffff) | (iy & 0xc0000000));
  return x;
}
static int sign_of(float x) { __uint32_t w; GET_FLOAT_WORD(w, x); return w >> 31; }

int main(void) {
  float x = __VERIFIER_nondet_float();
  float y = __VERIFIER_nondet_float();
  float c = copysign_bits(x, y);
  if (sign_of(c) != sign_of(y))
    reach_error();
  if (!isnan_float(x) && !(c == x || c == -x))
    reach_error();
  return 0;
}
