/* A CSV record split with strsep, which keeps empty fields, and the
   fields converted with atoi, as log and configuration tools do. The sum claimed for five fields
   is wrong: the 7 was overwritten. */
#include <stdlib.h>
#include <string.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  char rec[] = "12,,7,x";
  char *p = rec, *f;
  int fields = 0, sum = 0, empty = 0;
  if (__VERIFIER_nondet_int())
    rec[4] = ','; /* "12,,,,x" */
  while ((f = strsep(&p, ",")) != 0) {
    fields++;
    if (*f == 0)
      empty++;
    sum += atoi(f);
  }
  if (fields != 4 && fields != 5)
    reach_error();
  if (fields == 5 && sum != 19)
    reach_error();
  if (empty < 1)
    reach_error();
  return 0;
}
