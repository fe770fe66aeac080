// strcpy writes the terminator one past the end of d. The error call is
// only reached after that undefined write: under unreach-call (which
// assumes no undefined behaviour) the program is safe; under
// valid-memsafety the write is the violation.
#include <string.h>
extern void reach_error(void);

int main(void) {
  char d[3];
  strcpy(d, "abc");
  reach_error();
  return 0;
}
