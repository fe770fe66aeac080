// TRUE: each call returns what glibc returns.
#include <string.h>
#include <strings.h>
#include <stdlib.h>
#include <ctype.h>
void reach_error(void);
int main(void) {
  const char *s = "hello, world";
  if (atoi(" -42abc") != -42)
    reach_error();
  if (strchr(s, 'o') != s + 4 || strrchr(s, 'o') != s + 8 || strchr(s, 'z') != 0)
    reach_error();
  if (strstr(s, "wor") != s + 7 || strstr(s, "word") != 0)
    reach_error();
  if (memchr(s, ',', 12) != s + 5 || memchr(s, ',', 5) != 0)
    reach_error();
  if (strspn(s, "ehl") != 4 || strcspn(s, " ,") != 5 || strpbrk(s, "dw") != s + 7)
    reach_error();
  if (strnlen(s, 3) != 3 || strnlen(s, 100) != 12)
    reach_error();
  if (strcasecmp("Hello", "hELLO") != 0 || strncasecmp("abcX", "ABCY", 3) != 0)
    reach_error();
  if (toupper('q') != 'Q' || tolower('Q') != 'q' || toupper('1') != '1')
    reach_error();
  char buf[16] = "ab";
  strcat(buf, "cd");
  strncat(buf, "efgh", 2);
  if (strcmp(buf, "abcdef") != 0)
    reach_error();
  char *end;
  if (strtol("0x1F!", &end, 0) != 31 || *end != '!' || strtoul("-1", 0, 10) != (unsigned long)-1)
    reach_error();
  return 0;
}
