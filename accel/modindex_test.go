package accel

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestRemainderIndexShapes: a write at a remainder of the counter plus
// an offset by a constant (a rotation, b[(i + 1) % N] = a[i]) gets a
// segment shortcut, as does a read of the written array at that cell;
// a remainder by a variable, or of a product, does not.
func TestRemainderIndexShapes(t *testing.T) {
	tests := []struct {
		name, body string
		segments   int
	}{
		{"rotation by one", "for (i = 0; i < 7; i++) a[(i + 1) % 8u] = b[i];", 1},
		{"rotation by a kept offset", "for (i = 0; i < 8; i++) a[(i + m) % 8u] = b[i];", 1},
		{"own cell at a remainder", "for (i = 0; i < 8; i++) a[(i + 3) % 8u] = a[(i + 3) % 8u] + b[i];", 1},
		{"small modulus", "for (i = 0; i < 8; i++) a[i % 4u] = b[i];", 1},
		{"signed counter", "for (k = 0; k < 7; k++) a[(k + 1) % 8] = b[k];", 1},
		{"counting down", "for (i = 7; i > 0; i--) a[(i + 2) % 8u] = b[i];", 1},
		{"remainder by a variable", "for (i = 0; i < 8; i++) a[(i + 1) % (m + 1u)] = b[i];", 0},
		{"remainder of a product", "for (i = 0; i < 8; i++) a[(2 * i) % 8u] = b[i];", 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := `extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
unsigned int a[8], b[8];
int main(void) {
  unsigned int m = __VERIFIER_nondet_uint() % 8u;
  unsigned int i = 0;
  int k = 0;
  ` + tc.body + `
  if (a[3] == 5u) reach_error();
  return 0;
}
`
			q := lowerLoop(t, src)
			r := Shortcuts(q)
			if r.Segments != tc.segments {
				t.Errorf("%d segment shortcuts, want %d", r.Segments, tc.segments)
			}
			if err := program.Sanity(r.Program); err != nil {
				t.Error(err)
			}
		})
	}
}

// TestRemainderIndexReplay is the differential test of shortcuts over
// remainder indices: from every start, a shortcut of n iterations either
// is blocked (its iterations would cross the wrap-around, or leave the
// loop) or ends as the original program does, with the same arrays and
// counter; and some shortcuts start right before a wrap-around cell,
// whose iteration the ordinary edges take.
func TestRemainderIndexReplay(t *testing.T) {
	r := rand.New(rand.NewPCG(35, 26))
	taken, blocked := 0, 0
	for p := 0; p < 40; p++ {
		mod := 4 + r.IntN(7) // at most the arrays' 10 cells
		off := r.IntN(3)
		lo := r.IntN(6)
		hi := lo + 1 + r.IntN(12)
		ty, suffix := "unsigned int", "u"
		if r.IntN(2) == 0 {
			ty, suffix = "int", ""
		}
		var loop string
		switch r.IntN(3) {
		case 0:
			loop = fmt.Sprintf("for (i = %d; i < %d; i++) a[(i + %d) %% %d%s] = b[i %% 10%s] + i;", lo, hi, off, mod, suffix, suffix)
		case 1:
			loop = fmt.Sprintf("for (i = %d; i > %d; i--) a[(i + %d) %% %d%s] = a[(i + %d) %% %d%s] * 3%s + 1%s;", hi, lo, off, mod, suffix, off, mod, suffix, suffix, suffix)
		default:
			loop = fmt.Sprintf("for (i = %d; i < %d; i++) { t = a[(i + %d) %% %d%s]; a[(i + %d) %% %d%s] = __VERIFIER_nondet_uint() + t; }", lo, hi, off, mod, suffix, off, mod, suffix)
		}
		src := `extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);
unsigned int a[10], b[10];
int main(void) {
  ` + ty + ` i;
  unsigned int t = 0;
  for (i = 0; i < 10; i++) { a[i] = __VERIFIER_nondet_uint(); b[i] = __VERIFIER_nondet_uint(); }
  ` + loop + `
  return 0;
}
`
		q := lowerLoop(t, src)
		res := Shortcuts(q)
		if res.Segments == 0 {
			t.Fatalf("no segment shortcut\n%s", src)
		}
		var inputs []interp.Value
		for j := 0; j < 40+hi; j++ {
			inputs = append(inputs, interp.IntValue(program.IntType("unsigned int", 32, false), uint64(r.IntN(7))))
		}
		orig, err := interp.Run(q, interp.NewSeqInputs(inputs), interp.Options{MaxSteps: 20_000, NoTrace: true})
		if err != nil {
			t.Fatal(err)
		}
		// The shortcut at the loop's visit number visit (the first loop
		// has one per cell: ordinary iterations there), n iterations.
		for visit := 0; visit < 4; visit++ {
			for n := uint64(1); n <= 12; n++ {
				acc, exp, ok := runShortcutAt(t, res, q, inputs, visit, n)
				if !ok || acc.Status == interp.Undefined && orig.Status != interp.Undefined {
					blocked++
					continue
				}
				taken++
				if acc.Status != orig.Status {
					t.Fatalf("visit %d, shortcut of %d: status %v %s, without shortcuts %v\n%s", visit, n, acc.Status, acc.Reason, orig.Status, src)
				}
				for _, name := range []string{"a", "b"} {
					v := globalByName(q, name)
					if a, o := acc.State.Get(v), orig.State.Get(v); !reflect.DeepEqual(a, o) {
						t.Fatalf("visit %d, shortcut of %d: %s ends %v, without shortcuts %v\n%s", visit, n, name, a, o, src)
					}
				}
				if v := varByName(q, "main::i"); acc.State.Get(v).Bits != orig.State.Get(v).Bits {
					t.Fatalf("visit %d, shortcut of %d: i ends %d, without shortcuts %d\n%s", visit, n, acc.State.Get(v).Bits, orig.State.Get(v).Bits, src)
				}
				if !reflect.DeepEqual(exp, orig.Inputs) {
					t.Fatalf("visit %d, shortcut of %d: expanded inputs %v, the original reads %v\n%s", visit, n, exp, orig.Inputs, src)
				}
			}
		}
	}
	t.Logf("%d runs through a shortcut, %d blocked", taken, blocked)
	if taken < 100 || blocked < 100 {
		t.Errorf("too few runs: %d through a shortcut, %d blocked", taken, blocked)
	}
}

// runShortcutAt runs the accelerated program res of q on inputs, the
// first loop by its ordinary edges and the second by a shortcut of n
// iterations at its visit number visit (ordinary edges elsewhere); it
// returns the run and its inputs expanded for q, or false when the run
// is blocked (the shortcut does not apply).
func runShortcutAt(t *testing.T, res *Result, q *program.Program, inputs []interp.Value, visit int, n uint64) (*interp.Result, []interp.Value, bool) {
	t.Helper()
	next, seen := 0, 0
	first := ""
	var accIn []interp.Value
	var accEdges []*program.Edge
	in := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
		h := e.Stmt.(*program.Havoc)
		var v interp.Value
		switch {
		case res.Counts[e]:
			name := program.ExprString(h.LHS)
			if !strings.HasPrefix(name, "accel$n") {
				return interp.IntValue(ty, 0), nil
			}
			if first == "" {
				first = name
			}
			if name == first {
				return interp.IntValue(ty, 0), nil
			}
			seen++
			if seen-1 == visit {
				return interp.IntValue(ty, 255<<selectorShift|n), nil
			}
			return interp.IntValue(ty, 0), nil
		case h.Why == SegmentWhy:
			v = interp.ZeroValue(ty)
			for j := uint64(0); j < n && next+int(j) < len(inputs); j++ {
				v.Elems[j] = inputs[next+int(j)]
			}
		case h.Why == SegmentCountWhy:
			v = interp.IntValue(ty, n)
			next += int(n)
		default:
			v = inputs[next]
			next++
		}
		accIn = append(accIn, v)
		accEdges = append(accEdges, e)
		return v, nil
	})
	acc, err := interp.Run(res.Program, in, interp.Options{MaxSteps: 20_000, NoTrace: true})
	if err != nil {
		t.Fatal(err)
	}
	if acc.Status == interp.Blocked || seen <= visit {
		return acc, nil, false
	}
	exp, err := res.ExpandInputs(accIn, accEdges)
	if err != nil {
		t.Fatal(err)
	}
	return acc, exp, true
}
