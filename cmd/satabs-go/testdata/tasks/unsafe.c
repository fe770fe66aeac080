extern void reach_error(void);
extern unsigned char __VERIFIER_nondet_uchar(void);

int main(void) {
  unsigned char x = __VERIFIER_nondet_uchar();
  if (x == 200)
    reach_error();
  return 0;
}
