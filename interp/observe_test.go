package interp

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestObserve: Options.Observe sees every location the run reaches, the
// start and the end included, with the state there: at the loop head
// of i = 0; while (i < 3) i++, the values 0, 1, 2, 3.
func TestObserve(t *testing.T) {
	b := newBuilder(t)
	i := b.global("i", i32)
	b.assign(ref(i), num(i32, 0))
	var head *program.Loc
	b.while(bin(program.Lt, ref(i), num(i32, 3)), func() {
		b.assign(ref(i), bin(program.Add, ref(i), num(i32, 1)))
	})
	p := b.build()
	for _, l := range p.Locs {
		if len(l.Out) == 2 {
			head = l
		}
	}
	var atHead []int64
	locs := 0
	var last *program.Loc
	r, err := Run(p, NewSeqInputs(nil), Options{Observe: func(l *program.Loc, s *State) {
		locs++
		last = l
		if l == head {
			atHead = append(atHead, s.Get(i).Signed(i32))
		}
	}})
	if err != nil || r.Status != Finished {
		t.Fatalf("run: %v %v", r.Status, err)
	}
	if locs != r.Steps+1 || last != r.Loc {
		t.Errorf("observed %d locations ending at %v, want %d ending at %v", locs, last, r.Steps+1, r.Loc)
	}
	if len(atHead) != 4 || atHead[0] != 0 || atHead[3] != 3 {
		t.Errorf("values at the head %v, want [0 1 2 3]", atHead)
	}
}

// TestObserveAccelerated: with AccelerateObserved the run jumps over the
// iterations of i = 0; while (i < 100000) i++ and the observer sees the
// head before and after the jump, the last value included, in far fewer
// calls than iterations.
func TestObserveAccelerated(t *testing.T) {
	b := newBuilder(t)
	i := b.global("i", i32)
	b.assign(ref(i), num(i32, 0))
	var head *program.Loc
	b.while(bin(program.Lt, ref(i), num(i32, 100000)), func() {
		b.assign(ref(i), bin(program.Add, ref(i), num(i32, 1)))
	})
	p := b.build()
	for _, l := range p.Locs {
		if len(l.Out) == 2 {
			head = l
		}
	}
	var atHead []int64
	r, err := Run(p, NewSeqInputs(nil), Options{AccelerateObserved: true, Observe: func(l *program.Loc, s *State) {
		if l == head {
			atHead = append(atHead, s.Get(i).Signed(i32))
		}
	}})
	if err != nil || r.Status != Finished {
		t.Fatalf("run: %v %v", r.Status, err)
	}
	if r.Skipped == 0 || len(atHead) > 10000 || atHead[len(atHead)-1] != 100000 {
		t.Errorf("%d skipped, %d values at the head ending with %d; want a jump and the last value 100000", r.Skipped, len(atHead), atHead[len(atHead)-1])
	}
}
