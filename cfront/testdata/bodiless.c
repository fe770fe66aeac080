extern int ext(int);
extern void log_value(int);
extern int printf(const char *, ...);
int main(void) {
  int x = ext(1);
  x += ext(2);
  log_value(x);
  printf("%d\n", x);
  return x;
}
