# 1 "orig.c"
# 1 "<built-in>"
# 1 "orig.c"
int g;

# 20 "orig.c"
int main(void) {
  g = 1;
  return g;
}
