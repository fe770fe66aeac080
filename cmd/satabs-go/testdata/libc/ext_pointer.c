// UNKNOWN: fill, without body, may write x.
void reach_error(void);
void fill(int *p);
int main(void) {
  int x = 0;
  fill(&x);
  if (x == 1)
    reach_error();
  return 0;
}
