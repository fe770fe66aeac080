// Only the lock state decides the error calls: the statistics, the
// checksum, the buffer and the write through the pointer are sliced
// away (no object whose address is taken is relevant).
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int locked;
int stats[4];
int main(void) {
  unsigned crc = 17;
  int count = 0, n = __VERIFIER_nondet_int();
  int buf[4];
  int *q = &stats[1];
  for (int i = 0; i < 4; i++) {
    if (locked) reach_error();
    locked = 1;
    buf[i & 3] = n + i;
    crc = crc * 31 + (unsigned)buf[i & 3];
    count++;
    *q = count;
    locked = 0;
  }
  if (locked) reach_error();
  return 0;
}
