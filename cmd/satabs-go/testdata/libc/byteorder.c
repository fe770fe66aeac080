/* The byte-order functions of <arpa/inet.h>, modelled: gcc -m32 and -m64 on
   x86 print 1 for each test below. */
typedef unsigned int uint32_t;
typedef unsigned short uint16_t;
extern uint32_t htonl(uint32_t) __attribute__((__const__));
extern uint32_t ntohl(uint32_t) __attribute__((__const__));
extern uint16_t htons(uint16_t);
extern uint16_t ntohs(uint16_t);
extern uint32_t __VERIFIER_nondet_uint(void); extern void abort(void);
void reach_error(void) { abort(); }
int main(void) { uint32_t x = __VERIFIER_nondet_uint();
    if (ntohl(htonl(x)) != x) reach_error();
    if (htonl(0x01020304u) != 0x04030201u) reach_error();
    if (ntohs(htons((uint16_t)x)) != (uint16_t)x) reach_error();
    if (htons(0x0102) != 0x0201) reach_error();
    return 0; }
