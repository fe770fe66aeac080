// The same field with 1ULL: the sum is unsigned long long (GCC takes the
// wider type), at most 2^40, never 0: safe under gcc -m32 and -m64.
extern unsigned long long __VERIFIER_nondet_ulonglong(void);
extern void reach_error(void);
struct S { unsigned long long e : 40; };
int main(void) {
  struct S s;
  s.e = __VERIFIER_nondet_ulonglong();
  if (s.e + 1ULL == 0) reach_error();
  return 0;
}
