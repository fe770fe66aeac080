/* Reduced from Csmith seeds 147 and 77 (csmith 2.3.0, csmith.Args): an
 * int32_t * that points to a uint32_t, a uint16_t * that points to an
 * int16_t member. C11 6.5p7 allows both; the interpreter reported an
 * invalid dereference.
 * expect line below: gcc -m32 -O0 checksum. */
/* expect: 96fa7d33abcf560b */
#include "csmith.h"

struct S0 {
   uint16_t f0;
   const uint32_t f1;
   uint64_t f2;
   int16_t f3;
   int16_t f4;
};

static uint32_t g_155 = 1UL;
static int32_t *g_40 = (void*)0;
static struct S0 g_20 = {0x7D26L,6UL,18446744073709551609UL,1L,-1L};

static int32_t func_4(uint16_t p_6)
{
    uint32_t *l_192 = &g_155;
    int32_t *l_196 = (void*)0;
    int32_t **l_195 = &l_196;
    uint16_t *l_105 = &g_20.f4;
    (*l_195) = (g_40 = l_192);
    (**l_195) &= p_6;
    (*l_105) += 0x8001;
    return (*l_196) + (int16_t)(*l_105);
}

int main (void)
{
    int print_hash_value = 0;
    int32_t r;
    platform_main_begin();
    crc32_gentab();
    r = func_4(0xFFFFu);
    transparent_crc(r, "r", print_hash_value);
    transparent_crc(g_155, "g_155", print_hash_value);
    transparent_crc(g_20.f3, "g_20.f3", print_hash_value);
    transparent_crc(g_20.f4, "g_20.f4", print_hash_value);
    platform_main_end(crc32_context ^ 0xFFFFFFFFUL, print_hash_value);
    return 0;
}
