// TRUE: whatever ext returns or does, x stays 0.
void reach_error(void);
int ext(int);
int main(void) {
  int x = 0;
  int y = ext(x);
  if (x != 0)
    reach_error();
  return y;
}
