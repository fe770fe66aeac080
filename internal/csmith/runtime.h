/*
 * satabs-go's replacement for the Csmith runtime (csmith.h). Written for
 * the differential tests of package csmith; it shares no text with
 * Csmith's own headers.
 *
 * The checksum is one 64-bit global, crc_value, combined with every value
 * that transparent_crc hashes by a multiply-add. The host build
 * (-DSATABS_CSMITH_HOST) prints it at the end of main; satabs-go reads the
 * global from the final state.
 *
 * The safe-math helpers return their first operand (the only operand for
 * unary minus) when the operation would be undefined, and the result of
 * the operation otherwise; shifts by an amount that is
 * negative or at least 32 are treated as undefined for every width, as in
 * Csmith 2.3.
 */
#include <stdint.h>
#include <stdio.h>

uint64_t crc_value;

#define transparent_crc(v, name, flag) \
	(crc_value = crc_value * 6364136223846793005ULL + (uint64_t)(v))
/* The checksum of an object's bytes (Csmith uses it for floats). */
static void transparent_crc_bytes(void *p, int n, const char *name, int flag) {
	unsigned char *b = (unsigned char *)p;
	int i;
	for (i = 0; i < n; i++)
		crc_value = crc_value * 6364136223846793005ULL + b[i];
}

/* Float arithmetic: the result, unless it is an infinity or a NaN made
 * from operands that are neither (overflow, 0/0, x/0), when the first
 * operand is returned. */
static int satabs_float_special(float v) { return v - v != 0.0f; }
#define SATABS_FLOAT_OP(N, OP) \
static float safe_##N##_func_float_f_f(float a, float b) { \
	float r = a OP b; \
	if (satabs_float_special(r) && !satabs_float_special(a) && !satabs_float_special(b)) return a; \
	return r; }
SATABS_FLOAT_OP(add, +)
SATABS_FLOAT_OP(sub, -)
SATABS_FLOAT_OP(mul, *)
SATABS_FLOAT_OP(div, /)
#define crc32_gentab() ((void)0)
#define crc32_context crc_value
#define platform_main_begin() (crc_value = 0)
#ifdef SATABS_CSMITH_HOST
#define platform_main_end(c, flag) \
	printf("checksum = %016llx\n", (unsigned long long)crc_value)
#else
#define platform_main_end(c, flag) ((void)0)
#endif

/* Signed helpers. W is the type, N its name part, LO and HI its range.
 * For types narrower than int, negation, +, - and * are done in int and
 * converted back (gcc wraps); for int and wider they are checked. */
#define SATABS_SIGNED_WRAP(W, N) \
static W safe_unary_minus_func_##N##_s(W a) { return (W)-a; } \
static W safe_add_func_##N##_s_s(W a, W b) { return (W)(a + b); } \
static W safe_sub_func_##N##_s_s(W a, W b) { return (W)(a - b); } \
static W safe_mul_func_##N##_s_s(W a, W b) { return (W)(a * b); }
#define SATABS_SIGNED_CHECKED(W, N, LO, HI) \
static W safe_unary_minus_func_##N##_s(W a) { if (a == LO) return a; return -a; } \
static W safe_add_func_##N##_s_s(W a, W b) { \
	if (b > 0 ? a > HI - b : a < LO - b) return a; \
	return a + b; } \
static W safe_sub_func_##N##_s_s(W a, W b) { \
	if (b < 0 ? a > HI + b : a < LO + b) return a; \
	return a - b; } \
static W safe_mul_func_##N##_s_s(W a, W b) { \
	if (a == 0 || b == 0) return 0; \
	if (a == -1) return b == LO ? a : -b; \
	if (b == -1) return a == LO ? a : -a; \
	if (a > 0 ? (b > 0 ? a > HI / b : b < LO / a) \
	          : (b > 0 ? a < LO / b : b < HI / a)) return a; \
	return a * b; }
#define SATABS_SIGNED(W, N, LO, HI) \
static W safe_mod_func_##N##_s_s(W a, W b) { \
	if (b == 0 || (b == -1 && a == LO)) return a; \
	return a % b; } \
static W safe_div_func_##N##_s_s(W a, W b) { \
	if (b == 0 || (b == -1 && a == LO)) return a; \
	return a / b; } \
static W safe_lshift_func_##N##_s_s(W a, int s) { \
	if (a < 0 || s < 0 || s > 31) return a; \
	if ((HI >> s) < a) return a; \
	return a << s; } \
static W safe_lshift_func_##N##_s_u(W a, unsigned int s) { \
	if (a < 0 || s > 31u) return a; \
	if ((HI >> s) < a) return a; \
	return a << s; } \
static W safe_rshift_func_##N##_s_s(W a, int s) { \
	if (a < 0 || s < 0 || s > 31) return a; \
	return a >> s; } \
static W safe_rshift_func_##N##_s_u(W a, unsigned int s) { \
	if (a < 0 || s > 31u) return a; \
	return a >> s; }

/* Unsigned helpers: arithmetic wraps; division by zero and shifts out of
 * range return the first operand, so does a left shift that loses bits. */
#define SATABS_UNSIGNED(W, N, HI) \
static W safe_unary_minus_func_##N##_u(W a) { return (W)(0u - a); } \
static W safe_add_func_##N##_u_u(W a, W b) { return (W)(a + b); } \
static W safe_sub_func_##N##_u_u(W a, W b) { return (W)(a - b); } \
static W safe_mul_func_##N##_u_u(W a, W b) { return (W)((W)a * (unsigned int)1u * b); } \
static W safe_mod_func_##N##_u_u(W a, W b) { return b == 0 ? a : (W)(a % b); } \
static W safe_div_func_##N##_u_u(W a, W b) { return b == 0 ? a : (W)(a / b); } \
static W safe_lshift_func_##N##_u_s(W a, int s) { \
	if (s < 0 || s > 31 || (HI >> s) < a) return a; \
	return (W)(a << s); } \
static W safe_lshift_func_##N##_u_u(W a, unsigned int s) { \
	if (s > 31u || (HI >> s) < a) return a; \
	return (W)(a << s); } \
static W safe_rshift_func_##N##_u_s(W a, int s) { \
	if (s < 0 || s > 31) return a; \
	return (W)(a >> s); } \
static W safe_rshift_func_##N##_u_u(W a, unsigned int s) { \
	if (s > 31u) return a; \
	return (W)(a >> s); }

SATABS_SIGNED_WRAP(int8_t, int8_t)
SATABS_SIGNED_WRAP(int16_t, int16_t)
SATABS_SIGNED_CHECKED(int32_t, int32_t, INT32_MIN, INT32_MAX)
SATABS_SIGNED_CHECKED(int64_t, int64_t, INT64_MIN, INT64_MAX)
SATABS_SIGNED(int8_t, int8_t, INT8_MIN, INT8_MAX)
SATABS_SIGNED(int16_t, int16_t, INT16_MIN, INT16_MAX)
SATABS_SIGNED(int32_t, int32_t, INT32_MIN, INT32_MAX)
SATABS_SIGNED(int64_t, int64_t, INT64_MIN, INT64_MAX)
SATABS_UNSIGNED(uint8_t, uint8_t, UINT8_MAX)
SATABS_UNSIGNED(uint16_t, uint16_t, UINT16_MAX)
SATABS_UNSIGNED(uint32_t, uint32_t, UINT32_MAX)
SATABS_UNSIGNED(uint64_t, uint64_t, UINT64_MAX)
