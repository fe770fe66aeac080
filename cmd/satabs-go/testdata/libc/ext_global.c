// UNKNOWN: tick, without body, may write the global counter.
void reach_error(void);
void tick(void);
int counter;
static int hidden;
int main(void) {
  tick();
  if (hidden != 0)
    reach_error();
  if (counter != 0)
    reach_error();
  return 0;
}
