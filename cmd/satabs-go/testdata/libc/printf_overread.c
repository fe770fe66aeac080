// FALSE(valid-deref): %.4s reads a fourth character of s, which has three.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  char s[3] = {'a', 'b', 'c'};
  char *p = malloc(2);
  if (!p)
    return 0;
  p[0] = 'x';
  p[1] = 0;
  printf("%s %d %.4s %.*s %%\n", p, 5, s, 2, s);
  puts(p);
  fputs(p, stdout);
  putchar('\n');
  fflush(stdout);
  free(p);
  return 0;
}
