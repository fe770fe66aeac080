/* Ten halves add up to five exactly. */
extern void reach_error(void);
int main(void) {
  float s = 0;
  for (int i = 0; i < 10; i++)
    s += 0.5f;
  if (s != 5.0f) reach_error();
  return 0;
}
