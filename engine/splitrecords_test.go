package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// recordPrograms are arrays of structs and struct variables used in the
// ways program.SplitRecordArrays splits (member by member, global
// initialiser, locals dying in a loop, records copied) and in the ways it must not
// (address taken, a copy whose index reads the array, a whole record
// read in a conditional, an uninitialised local: one input).
var recordPrograms = []struct {
	name, src string
	split     bool
}{
	{"global.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; unsigned char val; };
struct e t[6];
int main(void) { int i = 0;
  do { t[i].key = __VERIFIER_nondet_int() & 3; t[i].val = (unsigned char)(t[i].key + 1); i++; } while (i < 6);
  int j = __VERIFIER_nondet_int() & 3; if (t[t[j].val].key == t[j].key) reach_error();
  return 0; }`, true},
	{"loopLocal.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct p { short a; long long b; };
int main(void) { int s = 0;
  for (int r = 0; r < 3; r++) { struct p q[4] = {0}; int k = __VERIFIER_nondet_int() & 3;
    q[k].a = 7; q[k].b = r; s += q[(k + 1) % 4].a + q[k].a + (int)q[k].b + k; }
  if (s % 3 == 0) reach_error(); return 0; }`, true},
	{"address.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e t[4];
int main(void) { int *p = &t[1].val; *p = __VERIFIER_nondet_int(); if (t[1].val & 1) reach_error(); return 0; }`, false},
	{"wholeRecord.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e t[4];
int main(void) { t[0].key = __VERIFIER_nondet_int(); t[0].val = 3; t[2] = t[0]; struct e s = t[2]; s.key ^= 1; t[3] = s;
  if ((t[3].key + t[2].val) & 1) reach_error(); return 0; }`, true},
	{"copyReadsItself.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e t[4];
int main(void) { t[1].key = __VERIFIER_nondet_int() & 3; t[1].val = 1; t[t[1].key] = t[1]; if (t[1].val + t[2].key == 3) reach_error(); return 0; }`, false},
	{"recordRead.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e t[4];
int f(struct e r) { return r.key; }
int main(void) { t[1].key = __VERIFIER_nondet_int(); if (f(__VERIFIER_nondet_int() ? t[1] : t[0]) & 1) reach_error(); return 0; }`, false},
	{"heldRecord.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e h;
int main(void) { int x = __VERIFIER_nondet_int(); h.key = x; h.val = x + 1; struct e g = h; h.key = g.val; h = g;
  if (h.val - h.key == 1 && (x & 1)) reach_error(); return 0; }`, true},
	{"heldAddress.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e h;
int main(void) { int *p = &h.val; h.key = __VERIFIER_nondet_int(); *p = h.key; if (h.val & 1) reach_error(); return 0; }`, false},
	{"heldConditional.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
struct e h, g;
int main(void) { g.key = __VERIFIER_nondet_int(); h = __VERIFIER_nondet_int() ? g : h; if (h.key & 1) reach_error(); return 0; }`, false},
	{"uninitialised.c", `extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct e { int key; int val; };
int main(void) { struct e t[4]; t[1].key = 2; if ((t[1].key + t[0].val) & 1) reach_error(); return 0; }`, false},
}

// TestSplitRecordArrays: the prepared program has one array per member
// exactly for the arrays accessed member by member, and the pass's
// result is sane and runs as the source does on the same inputs (status, check, inputs
// consumed), so that counterexamples found on it replay on the source.
func TestSplitRecordArrays(t *testing.T) {
	for _, c := range recordPrograms {
		p, err := cfront.ParseSource(c.name, []byte(c.src), cfront.Options{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		program.Renumber(p)
		q := Prepare(p).Program
		if err := program.Sanity(q); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		split := false
		for _, v := range append(append([]*program.Var(nil), q.Globals...), q.Locals...) {
			if strings.Contains(v.Name, ".") && v.Temp {
				split = true
			}
			if v.Type.Kind == program.KindArray && v.Type.Elem.Kind == program.KindStruct && c.split {
				t.Errorf("%s: %s is still an array of structs", c.name, v.Name)
			}
		}
		if split != c.split {
			t.Errorf("%s: split %v, want %v", c.name, split, c.split)
		}
		// The pass alone, against the source (Prepare's cone ends runs
		// after the last check).
		q = program.Clone(p)
		if got := program.SplitRecordArrays(q); (got > 0) != c.split {
			t.Errorf("%s: %d arrays split", c.name, got)
		}
		if err := program.Sanity(q); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		violated := sameRuns(t, c.name, p, q, 40)
		t.Logf("%s: %d of 40 runs violate", c.name, violated)
	}
}

// TestKindRecordFields: the quantified invariants of integer arrays
// arise for the members of an array of structs (a relation between two
// members of one record, a member's segment written from the other's),
// so that the step case proves the assertion at depth 0, without
// unrolling.
func TestKindRecordFields(t *testing.T) {
	if raceDetector {
		t.Skip("the synthesis of quantified invariants, slow under -race")
	}
	const n = 1000
	srcs := map[string]string{
		"fields.c": fmt.Sprintf(`extern void reach_error(void); extern int __VERIFIER_nondet_int(void);
struct entry { int key; int val; };
struct entry tab[%d];
int main(void) { int x = 0;
  do { tab[x].key = __VERIFIER_nondet_int(); tab[x].val = (tab[x].key & 255) * 2; x++; } while (x < %d);
  for (int z = 0; z < %d; z++) if (tab[z].val != (tab[z].key & 255) * 2) reach_error();
  return 0; }`, n, n, n),
		"copy.c": fmt.Sprintf(`extern void reach_error(void); extern unsigned __VERIFIER_nondet_uint(void);
struct rec { unsigned id; unsigned char used; };
struct rec a[%d], b[%d];
int main(void) {
  for (int i = 0; i < %d; i++) { a[i].id = __VERIFIER_nondet_uint(); a[i].used = 1; }
  for (int i = %d - 1; i >= 0; i--) { b[i].id = a[i].id + 1u; b[i].used = a[i].used; }
  for (int i = 0; i < %d; i++) if (b[i].id != a[i].id + 1u || !b[i].used) reach_error();
  return 0; }`, n, n, n, n, n),
	}
	for name, src := range srcs {
		proveAtDepthZero(t, name, prepareSource(t, name, src))
	}
}

// sameRuns runs the source p and its rewrite q in the interpreter on
// the same random inputs (runs of them) and fails the test unless each
// pair ends alike: status, violated check and inputs consumed. It
// returns how many runs violate a check.
func sameRuns(t *testing.T, name string, p, q *program.Program, runs int64) int {
	t.Helper()
	violated := 0
	for run := int64(0); run < runs; run++ {
		in1, in2 := &countingInputs{in: interp.NewRandomInputs(run)}, &countingInputs{in: interp.NewRandomInputs(run)}
		r1, err1 := interp.Run(p, in1, interp.Options{MaxSteps: 10000, NoTrace: true})
		r2, err2 := interp.Run(q, in2, interp.Options{MaxSteps: 10000, NoTrace: true})
		if err1 != nil || err2 != nil {
			t.Fatalf("%s run %d: errors %v and %v", name, run, err1, err2)
		}
		if r1.Status != r2.Status || checkID(r1) != checkID(r2) || in1.n != in2.n {
			t.Fatalf("%s run %d: source %s %s after %d inputs, prepared %s %s after %d inputs", name, run, r1.Status, checkID(r1), in1.n, r2.Status, checkID(r2), in2.n)
		}
		if r1.Status == interp.Violated {
			violated++
		}
	}
	return violated
}
