package engine

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

func straightTask(t *testing.T, src string) *Task {
	t.Helper()
	p, err := cfront.ParseSource("s.c", []byte(src), cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	return Prepare(p)
}

// TestStraightLine: the straight-line check decides programs whose loops
// stop by constant conditions (a swap over 16 limbs, proved; a carry
// whose bug needs a value only the solver finds), and gives up at once,
// without solving, on a loop bounded by an input.
func TestStraightLine(t *testing.T) {
	tests := []struct {
		name, src string
		want      Verdict
		reason    string
	}{
		{"swap of 16 limbs", `extern unsigned __VERIFIER_nondet_uint(void); extern void reach_error(void);
int main(void) { unsigned a[16], b[16], a0[16], b0[16]; unsigned s = __VERIFIER_nondet_uint() & 1;
  for (int i = 0; i < 16; i++) { a[i] = a0[i] = __VERIFIER_nondet_uint(); b[i] = b0[i] = __VERIFIER_nondet_uint(); }
  unsigned m = 0u - s;
  for (int i = 0; i < 16; i++) { unsigned x = m & (a[i] ^ b[i]); a[i] ^= x; b[i] ^= x; }
  for (int i = 0; i < 16; i++) { if (s) { if (a[i] != b0[i] || b[i] != a0[i]) reach_error(); }
    else if (a[i] != a0[i] || b[i] != b0[i]) reach_error(); }
  return 0; }`, True, ""},
		{"carry with a magic limb", `extern unsigned __VERIFIER_nondet_uint(void); extern void reach_error(void);
int main(void) { unsigned h[8]; for (int i = 0; i < 8; i++) h[i] = __VERIFIER_nondet_uint() & 0xffff;
  for (int i = 0; i < 7; i++) { unsigned c = h[i] >> 8; h[i] &= 0xff; h[i + 1] += c; }
  if (h[7] == 0x1234 + 0x7f) reach_error(); return 0; }`, False, ""},
		{"loop bounded by an input", `extern unsigned __VERIFIER_nondet_uint(void); extern void reach_error(void);
int main(void) { unsigned n = __VERIFIER_nondet_uint(), s = 0; for (unsigned i = 0; i < n; i++) s += 2;
  if (s == 7) reach_error(); return 0; }`, Unknown, "not straight-line: unrolling exceeds"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			task := straightTask(t, tc.src)
			res := Run(context.Background(), task, []Engine{&StraightLine{}})
			if res.Internal != nil {
				t.Fatal(res.Internal)
			}
			if res.Verdict != tc.want || !strings.Contains(res.Reason, tc.reason) {
				t.Errorf("got %v (%s), want %v (%s)", res.Verdict, res.Reason, tc.want, tc.reason)
			}
			if tc.want != Unknown && res.Stats.Get("straight_unrolled_locations") == nil {
				t.Errorf("no statistics of the bounded check: %v", res.Stats.Map())
			}
		})
	}
}

// starter records whether it was started.
type starter struct {
	fake
	started atomic.Bool
}

func (s *starter) Run(ctx context.Context, t *Task) (*Result, error) {
	s.started.Store(true)
	return s.fake.Run(ctx, t)
}

type leaderFake struct{ fake }

func (*leaderFake) leader() bool { return true }

// TestLeaderFirst: the other engines wait for the leader; a leader's
// answer ends the run before they start, and a leader that gives up lets
// them start.
func TestLeaderFirst(t *testing.T) {
	task := buggyTask(t)
	other := &starter{fake: fake{name: "other", res: Result{Verdict: True}}}
	lead := &leaderFake{fake{name: "lead", res: Result{Verdict: True}}}
	res := Run(context.Background(), task, []Engine{other, lead})
	if res.Engine != "lead" || other.started.Load() {
		t.Errorf("answered by %s, other started: %v; want the leader alone", res.Engine, other.started.Load())
	}
	other = &starter{fake: fake{name: "other", res: Result{Verdict: True}}}
	lead = &leaderFake{fake{name: "lead", res: Result{Reason: "not straight-line"}}}
	res = Run(context.Background(), task, []Engine{other, lead})
	if res.Engine != "other" || !other.started.Load() {
		t.Errorf("answered by %s; want the other engine after the leader gave up", res.Engine)
	}
}
