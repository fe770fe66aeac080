// The locking example of the SLAM and SATABS papers: lock() and unlock()
// must alternate. The loop takes the lock, and releases it (counting a
// request) on some iterations only; it goes round again exactly when it
// released the lock, so after the loop the lock is held and the last
// unlock() is right. Expected: TRUE. Its abstraction needs the predicates
// "locked" and "new == old".
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);

int locked = 0;

void lock(void) {
  if (locked)
    reach_error();
  locked = 1;
}

void unlock(void) {
  if (!locked)
    reach_error();
  locked = 0;
}

int main(void) {
  int old, new = __VERIFIER_nondet_int();
  do {
    lock();
    old = new;
    if (__VERIFIER_nondet_int()) {
      unlock();
      new++;
    }
  } while (new != old);
  unlock();
  return 0;
}
