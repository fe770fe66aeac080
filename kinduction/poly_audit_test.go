package kinduction

import (
	"os"
	"path/filepath"
	"testing"
)

// TestPolynomialAudit: programs that break a polynomial relation in the
// ways the algebra must see (an alias, an inlined call, a wrap through a
// narrow type, havocs, loops of gotos from the entry, continue in a do
// loop, a ratio widened from a narrower type that changes) reach
// reach_error under gcc (-fsanitize=undefined; the inputs in each
// comment), so no check of theirs may be discharged; ratio_ok is safe
// and both its checks go. The flag rows keep a known truth across an
// update that breaks the relation: the flag's check goes, the
// relation's check after the update does not (gcc: m = 2 reaches it),
// and a flag's arithmetic copy (ok + 255 as unsigned char) is no flag.
func TestPolynomialAudit(t *testing.T) {
	rows := []struct {
		name, src  string
		discharged int
	}{
		// A write through a pointer to s (m = 4).
		{"alias", `int main(void) {
  int m = __VERIFIER_nondet_int();
  int s = 0, t = 0, c = 0;
  int *p = &s;
  while (c < m) {
    c++;
    t = t + 1;
    s = s + t;
    if (c == 3) *p = *p + 1;
  }
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 0},
		// An inlined call adds to the global s (m = 3).
		{"global_call", `int s;
void bump(void) { s = s + 1; }
int main(void) {
  int m = __VERIFIER_nondet_int();
  int t = 0, c = 0;
  s = 0;
  while (c < m) {
    c++;
    t = t + 1;
    s = s + t;
    if (c == 2) bump();
  }
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 0},
		// S wraps through unsigned char (m = 30).
		{"narrow_copy", `int main(void) {
  int m = __VERIFIER_nondet_int();
  int s = 0, t = 0, c = 0;
  while (c < m) {
    c++;
    t = t + 1;
    s = s + t;
    s = (unsigned char)s;
  }
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 0},
		// A local of the body, an input on one iteration (m = 4, h = 5).
		{"local_havoc", `int main(void) {
  int m = __VERIFIER_nondet_int();
  int s = 0, t = 0, c = 0;
  while (c < m) {
    int h;
    c++;
    if (c == 4) h = __VERIFIER_nondet_int(); else h = 1;
    t = t + h;
    s = s + t;
  }
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 0},
		// A loop of gotos from the entry, an extra step at t == 4 (inputs 1 1 1 0).
		{"goto_entry", `int main(void) {
  int s = 0, t = 0;
 top:
  t = t + 1;
  s = s + t;
  if (t == 4) s = s + 1;
  if (__VERIFIER_nondet_int()) goto top;
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 0},
		// Continue skips the sum once (m = 3).
		{"dowhile_continue", `int main(void) {
  int m = __VERIFIER_nondet_int();
  int s = 0, t = 0, c = 0;
  do {
    c++;
    t = t + 1;
    if (c == 3) continue;
    s = s + t;
  } while (c < m);
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 0},
		// The int ratio of a long long sum changes inside the loop (z = 2, k = 4).
		{"ratio_written", `int main(void) {
  int z = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  long long x = 1, y = z;
  int c = 1;
  while (c < k) {
    c = c + 1;
    x = x * z + 1;
    y = y * z;
    if (c == 3) z = z + 1;
  }
  x = x * (z - 1);
  if (1 + x - y != 0) reach_error();
  return 0;
}`, 0},
		// The int ratio is a new input between the two updates (z = 2, k = 4, then 5).
		{"ratio_havoc", `int main(void) {
  int z = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  long long x = 1, y = z;
  int c = 1;
  while (c < k) {
    c = c + 1;
    x = x * z + 1;
    if (c == 3) z = __VERIFIER_nondet_int();
    y = y * z;
  }
  if (x * z - x - y + 1 != 0) reach_error();
  return 0;
}`, 0},
		// One update widens the short ratio as unsigned short (z = -1, k = 2).
		{"narrow_ratio", `int main(void) {
  short z = __VERIFIER_nondet_int();
  int k = __VERIFIER_nondet_int();
  int x = 1, y = z;
  int c = 1;
  while (c < k) {
    c = c + 1;
    x = x * z + 1;
    y = y * (unsigned short)z;
  }
  if (x * z - x - y + 1 != 0) reach_error();
  return 0;
}`, 0},
		// The int ratio of a long long sum, unchanged: both checks go.
		{"ratio_ok", `int main(void) {
  int z = __VERIFIER_nondet_int(), k = __VERIFIER_nondet_int();
  long long x = 1, y = z;
  int c = 1;
  while (c < k) {
    if (x * z - x - y + 1 != 0) reach_error();
    c = c + 1;
    x = x * z + 1;
    y = y * z;
  }
  if (x * z - x - y + 1 != 0) reach_error();
  return 0;
}`, 2},
		{"flag_then_update", `int main(void) {
  int m = __VERIFIER_nondet_int();
  int s = 0, t = 0;
  while (t < m) {
    t = t + 1;
    s = s + t;
  }
  int ok = (t * t + t == 2 * s);
  s = s + 1;
  if (!ok) reach_error();
  if (t * t + t != 2 * s) reach_error();
  return 0;
}`, 1},
		{"flag_copy", `int main(void) {
  int m = __VERIFIER_nondet_int();
  int s = 0, t = 0;
  while (t < m) {
    t = t + 1;
    s = s + t;
  }
  int ok = (t * t + t == 2 * s);
  unsigned char ok2 = ok + 255;
  s = s + 1;
  if (!ok) reach_error();
  if (ok2) reach_error();
  return 0;
}`, 1},
	}
	dir := t.TempDir()
	for _, tc := range rows {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(dir, tc.name+".c")
			if err := os.WriteFile(path, []byte(polyHeader+tc.src), 0o644); err != nil {
				t.Fatal(err)
			}
			sys := parseFile(t, path)
			invs := PolynomialInvariants(sys)
			checkAtomsConcretely(t, sys, invs)
			if got := DischargePolynomial(sys, invs); len(got) != tc.discharged {
				t.Errorf("%d checks discharged, want %d", len(got), tc.discharged)
			}
		})
	}
}
