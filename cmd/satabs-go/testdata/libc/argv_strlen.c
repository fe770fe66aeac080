// main's argv points to the strings C's startup makes, which the model
// does not have: a counterexample through argv is no answer. This
// program reads argv[1] only when argc > 1, which C guarantees valid
// (C11 5.1.2.2.1); a FALSE(valid-deref) here was wrong.
#include <string.h>
int main(int argc, char **argv) {
  int n = 0;
  if (argc > 1)
    n = strlen(argv[1]);
  return n > 3;
}
