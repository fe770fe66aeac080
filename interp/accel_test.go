package interp

import (
	"flag"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

var long = flag.Bool("long", false, "TestAccelerationExact: 200 random programs instead of 80")

// sameRun compares a run with loop acceleration to one without: the same
// end, the same final state, and the same number of edges (executed plus
// jumped over).
func sameRun(t *testing.T, name string, p *program.Program, inputs []Value, after int) (accelerated bool) {
	t.Helper()
	slow, err := Run(p, NewSeqInputs(inputs), Options{NoAccelerate: true, NoTrace: true, MaxSteps: 50_000_000})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	fast, err := Run(p, NewSeqInputs(inputs), Options{AccelerateAfter: after, NoTrace: true, MaxSteps: 50_000_000})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if slow.Status == StepLimit {
		return false
	}
	if fast.Status != slow.Status || fast.Check != slow.Check || fast.Loc != slow.Loc || fast.Reason != slow.Reason {
		t.Errorf("%s: accelerated run ends %v at %s (%v), the plain one %v at %s (%v)", name, fast.Status, fast.Loc, fast.Check, slow.Status, slow.Loc, slow.Check)
		return
	}
	if int64(fast.Steps)+fast.Skipped != int64(slow.Steps) {
		t.Errorf("%s: %d executed + %d jumped edges, the plain run %d", name, fast.Steps, fast.Skipped, slow.Steps)
	}
	for _, vs := range [][]*program.Var{p.Globals, p.Locals} {
		for _, v := range vs {
			a, b := fast.State.Get(v), slow.State.Get(v)
			if !a.Equal(b) {
				t.Errorf("%s: %s = %s accelerated, %s plain", name, v.Name, a.String(v.Type), b.String(v.Type))
			}
		}
	}
	return fast.Skipped > 0
}

// TestAccelerationExact: random loops (counters of every width and
// signedness, steps up and down, phases split by a guard, nested loops,
// wrap-around, assertions that fail late) end exactly as without
// acceleration.
func TestAccelerationExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	// 80 programs by default (the first 80 of the same sequence), 200
	// with -long.
	n := 80
	if *long {
		n = 200
	}
	if testing.Short() {
		n = 40
	}
	jumped := 0
	for k := 0; k < n; k++ {
		src := randomLoopProgram(rng)
		p, err := cfront.ParseSource("loop.c", []byte(src), cfront.Options{})
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		in := []Value{{Bits: uint64(rng.IntN(50))}, {Bits: uint64(rng.IntN(3000))}}
		if sameRun(t, fmt.Sprintf("program %d\n%s\n", k, src), p, in, 2+rng.IntN(5)) {
			jumped++
		}
		if t.Failed() {
			return
		}
	}
	if jumped < n/4 {
		t.Errorf("only %d of %d programs jumped", jumped, n)
	}
	t.Logf("%d of %d programs jumped", jumped, n)
}

// randomLoopProgram is a program of loops over a few counters.
func randomLoopProgram(rng *rand.Rand) string {
	types := []string{"int", "unsigned", "unsigned char", "signed char", "short", "unsigned short", "long long", "unsigned long long"}
	vars := []string{"a", "b", "c"}
	var b strings.Builder
	b.WriteString("extern int __VERIFIER_nondet_int(void);\nextern void reach_error(void);\nint main(void) {\n")
	b.WriteString("  int in0 = __VERIFIER_nondet_int(), in1 = __VERIFIER_nondet_int();\n")
	for _, v := range vars {
		fmt.Fprintf(&b, "  %s %s = %s;\n", types[rng.IntN(len(types))], v, []string{"0", "in0", "in1", "7", "-5"}[rng.IntN(5)])
	}
	num := func() string { return fmt.Sprint(1 + rng.IntN(9)) }
	bound := func() string {
		return []string{"100", "1000", "3000", "in1", "250", "20000", "-100"}[rng.IntN(7)]
	}
	cmp := []string{"<", "<=", ">", ">=", "!="}
	update := func(v string) string {
		switch rng.IntN(5) {
		case 0:
			return v + " += " + num() + ";"
		case 1:
			return v + " -= " + num() + ";"
		case 2:
			return v + "++;"
		case 3:
			return v + " = " + v + " + " + vars[rng.IntN(3)] + " - " + vars[rng.IntN(3)] + ";"
		}
		return v + " = " + num() + " * 2 + " + v + ";"
	}
	b.WriteString("  static int arr[300]; static unsigned char bytes[200];\n")
	b.WriteString("  for (int i = 0; i < 300; i++) arr[i] = i % 7;\n")
	for s := 0; s < 2; s++ {
		switch rng.IntN(5) {
		case 0:
			fmt.Fprintf(&b, "  for (int i = %d; i < 300; i += %d) arr[i] = %s * i + %s;\n", rng.IntN(5), 1+rng.IntN(3), num(), vars[rng.IntN(3)])
		case 1:
			fmt.Fprintf(&b, "  for (int i = 0; i < 200; i++) bytes[i] = arr[i] + %s;\n", num())
		case 2:
			fmt.Fprintf(&b, "  for (int i = 299; i >= 0; i--) { if (arr[i] == %s) reach_error(); %s += arr[i]; }\n", num(), vars[rng.IntN(3)])
		case 3:
			fmt.Fprintf(&b, "  for (int i = 0; i < 150; i++) { arr[2 * i] = %s; arr[2 * i + 1] = bytes[i]; }\n", vars[rng.IntN(3)])
		}
	}
	for s := 0; s < 2; s++ {
		v := vars[rng.IntN(3)]
		w := vars[rng.IntN(3)]
		guard := fmt.Sprintf("%s %s %s", v, cmp[rng.IntN(len(cmp))], bound())
		body := update(v)
		switch rng.IntN(4) {
		case 0: // phases
			body = fmt.Sprintf("if (%s < %s) { %s } else { %s }", v, bound(), update(v), update(v))
		case 1: // a second counter
			body += " " + update(w)
		case 2: // nested
			body = fmt.Sprintf("%s = 0; while (%s < %s) { %s++; } %s", w, w, num(), w, update(v))
		}
		if rng.IntN(3) == 0 {
			body += fmt.Sprintf(" if (%s == %s) reach_error();", v, bound())
		}
		fmt.Fprintf(&b, "  for (int guard%d = 0; %s && guard%d < 30000; guard%d++) { %s }\n", s, guard, s, s, body)
	}
	b.WriteString("  if (a == b) reach_error();\n  return 0;\n}\n")
	return b.String()
}

// TestAccelerationDeep: a loop to 2^28 and nested loops to 2^28 end at
// once, with the jump in the trace.
func TestAccelerationDeep(t *testing.T) {
	src := `extern void reach_error(void);
int main(void) {
  unsigned x = 0, y = 0;
  while (x < 0x0fffffff) {
    y = 0;
    while (y < 10) y++;
    if (x < 0xfff1) x++; else x += 2;
  }
  if (x % 2) reach_error();
  return 0;
}`
	p, err := cfront.ParseSource("deep.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r, err := Run(p, NewSeqInputs(nil), Options{MaxSteps: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != Violated || r.Skipped < 1<<28 {
		t.Fatalf("status %v after %d steps and %d jumped", r.Status, r.Steps, r.Skipped)
	}
	jumps := 0
	for _, st := range r.Trace {
		if st.Skipped > 0 {
			jumps++
		}
	}
	if jumps == 0 {
		t.Error("no jump in the trace")
	}
}

// TestAccelerationArrays: loops that initialise, copy and search arrays
// jump, and end as without jumps.
func TestAccelerationArrays(t *testing.T) {
	src := `extern void reach_error(void);
int a[100000], b[100000];
int main(void) {
  for (int i = 0; i < 100000; i++) a[i] = 3 * i + 1;
  for (int i = 0; i < 100000; i++) b[i] = a[i] - i;
  long long count = 0; // a sum of b[i] would grow quadratically: no jump
  for (int i = 0; i < 100000; i++) { if (b[i] != 2 * i + 1) reach_error(); count += 2; }
  for (int i = 99999; i >= 0; i -= 2) a[i] = 7;
  if (count == 200000 && a[99999] == 7 && a[99998] == 299995) reach_error();
  return 0;
}`
	p, err := cfront.ParseSource("arrays.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !sameRun(t, "arrays", p, nil, 5) {
		t.Error("no loop jumped")
	}
	r, err := Run(p, NewSeqInputs(nil), Options{NoTrace: true})
	if err != nil {
		t.Fatal(err)
	}
	if r.Status != Violated || r.Steps > 20_000 {
		t.Errorf("%v after %d executed steps (%d jumped), want the violation at the end after few", r.Status, r.Steps, r.Skipped)
	}
}

// TestJumpLimits: a jump writes cells as the run's work: one that would
// write more than the step limit leaves is not made (the run steps on to
// its limit), and one under way ends when Options.Stop closes, the run
// Stopped. The stop is closed by the observer at the loop head's visit
// before the jump, so the jump starts with it closed on every machine.
func TestJumpLimits(t *testing.T) {
	src := `int a[1 << 21];
int main(void) { for (int i = 0; i < (1 << 16); i++) a[i] = i; return a[5]; }`
	p, err := cfront.ParseSource("jump.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Within the limit the loop jumps; a limit below its 2^16 cells
	// stops the run at the limit with no jump made.
	r, err := Run(p, NewSeqInputs(nil), Options{NoTrace: true, MaxSteps: 1 << 20, AccelerateAfter: 10})
	if err != nil || r.Status != Finished || r.Skipped == 0 {
		t.Fatalf("limit 2^20: %v after %d steps, %d jumped (%v)", r.Status, r.Steps, r.Skipped, err)
	}
	r, err = Run(p, NewSeqInputs(nil), Options{NoTrace: true, MaxSteps: 1 << 15, AccelerateAfter: 10})
	if err != nil || r.Status != StepLimit || r.Skipped != 0 {
		t.Errorf("limit 2^15: %v after %d steps, %d jumped, want the step limit and no jump (%v)", r.Status, r.Steps, r.Skipped, err)
	}
	// The head is the target of the back edge; the observer closes the
	// stop after the head's second recorded visit (the jump comes at the
	// next).
	heads := map[*program.Loc]bool{}
	for _, l := range p.Locs {
		for _, e := range l.Out {
			if e.To.ID <= l.ID {
				heads[e.To] = true
			}
		}
	}
	stop := make(chan struct{})
	visits := 0
	observe := func(l *program.Loc, _ *State) {
		if heads[l] {
			visits++
			if visits == 11 {
				close(stop)
			}
		}
	}
	r, err = Run(p, NewSeqInputs(nil), Options{NoTrace: true, MaxSteps: 1 << 20, AccelerateAfter: 10, Observe: observe, AccelerateObserved: true, Stop: stop})
	if err != nil || r.Status != Stopped || r.Skipped != 0 {
		t.Errorf("stopped before the jump: %v after %d steps, %d jumped, want Stopped in the jump (%v)", r.Status, r.Steps, r.Skipped, err)
	}
}

// TestCellWriteSmall: the int64 form of a jump's cell writes gives what
// the big.Int form gives, for coefficients inside and outside its range
// and elements of 8 to 128 bits.
func TestCellWriteSmall(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	types := []*program.Type{program.IntType("signed char", 8, true), i32, program.IntType("unsigned", 32, false), program.IntType("long long", 64, true), program.IntType("unsigned long long", 64, false), program.IntType("__int128", 128, true)}
	coef := func() *big.Int {
		switch rng.IntN(6) {
		case 0, 1:
			return big.NewInt(rng.Int64N(17) - 8)
		case 2, 3:
			return big.NewInt(rng.Int64N(1<<37) - 1<<36)
		case 4:
			return big.NewInt(rng.Int64())
		}
		return new(big.Int).Lsh(big.NewInt(rng.Int64N(100)-50), 70)
	}
	fast := 0
	for range 4000 {
		elem := types[rng.IntN(len(types))]
		w := cellWrite{array: &program.Var{Name: "a", Type: program.ArrayOf(elem, 10)}, i0: coef(), di: coef(), v0: coef(), dv: coef()}
		k := rng.Int64N(maxAccelCells) + 1
		c, ok := w.smallForm()
		if !ok {
			continue
		}
		j, v := c[0]+c[1]*k, c[2]+c[3]*k
		fast++
		kk := big.NewInt(k)
		wantJ := new(big.Int).Add(w.i0, new(big.Int).Mul(w.di, kk))
		wantV := fromBig(elem, new(big.Int).Add(w.v0, new(big.Int).Mul(w.dv, kk)))
		if !wantJ.IsInt64() || wantJ.Int64() != j || !IntValue(elem, uint64(v)).Equal(wantV) {
			t.Fatalf("%s cell %v+%v·%d = %v: the int64 form gives cell %d value %d", elem, w.i0, w.di, k, wantJ, j, v)
		}
	}
	if fast < 300 {
		t.Errorf("only %d of 4000 writes took the int64 form", fast)
	}
}

// TestSmallProgression: the int64 scan of cells along a moving index
// gives the difference and extent of the big.Int one's definition, on
// signed cells that wrap (120, 125, then -126 is no step of 5), a
// descending index, and cells outside the array.
func TestSmallProgression(t *testing.T) {
	arr := func(t8 *program.Type, xs ...int64) Value {
		v := Value{}
		for _, x := range xs {
			v.Elems = append(v.Elems, IntValue(t8, uint64(x)))
		}
		return v
	}
	for _, c := range []struct {
		name       string
		cells      Value
		elem       *program.Type
		i0, di     int64
		d, k       int64
		applicable bool
	}{
		{"signed wrap", arr(i8, 110, 115, 120, 125, 130), i8, 0, 1, 5, 3, true},
		{"negative", arr(i8, -1, -3, -5, -7), i8, 0, 1, -2, 3, true},
		{"descending index", arr(u32, 9, 7, 5, 3, 1), u32, 4, -1, 2, 4, true},
		{"stride", arr(u32, 0, 100, 1, 100, 2, 100, 4), u32, 0, 2, 1, 2, true},
		{"one cell left", arr(u32, 3, 4), u32, 1, 1, 0, 0, false},
		{"start outside", arr(u32, 3, 4), u32, 2, 1, 0, 0, false},
	} {
		d, k, ok := smallProgression(c.cells, c.elem, big.NewInt(c.i0), big.NewInt(c.di), int64(len(c.cells.Elems)))
		if ok != c.applicable || ok && (d != c.d || k != c.k) {
			t.Errorf("%s: d %d, k %d, applies %v; want %d, %d, %v", c.name, d, k, ok, c.d, c.k, c.applicable)
		}
	}
}
