extern int ext(int);
extern void log_value(int);
extern int printf(const char *, ...);
extern void fill(int *p);
extern int sum(const int *p);
int counter;
static int hidden;
const int limit = 3;
int main(void) {
  int x = ext(1);
  x += ext(2);
  log_value(x);
  printf("%d\n", x);
  int y = 0;
  fill(&y);
  int z[2] = {1, 2};
  x += sum(z);
  return x + y + hidden + limit + counter;
}
