// TRUE: the error is only after quick_exit, which does not return.
#include <stdlib.h>
void reach_error(void);
extern void quick_exit(int);
int main(void) {
  quick_exit(0);
  reach_error();
  return 0;
}
