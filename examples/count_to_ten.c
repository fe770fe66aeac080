// A loop with a constant bound: bounded model checking unrolls it
// completely, so the answer is a proof. Expected: TRUE.
#include <assert.h>

int main(void) {
  int sum = 0;
  for (int i = 0; i < 10; i++)
    sum += i;
  assert(sum == 45);
  return 0;
}
