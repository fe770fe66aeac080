/* Ten tenths do not add up to one in float. */
extern void reach_error(void);
int main(void) {
  float s = 0;
  for (int i = 0; i < 10; i++)
    s += 0.1f;
  if (s != 1.0f) reach_error();
  return 0;
}
