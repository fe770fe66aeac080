package concolic

import (
	"context"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

const prelude = `extern int __VERIFIER_nondet_int(void); extern unsigned __VERIFIER_nondet_uint(void);
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assume(int); void reach_error(void) {}
void __VERIFIER_assert(int c) { if (!c) reach_error(); }
`

// judge is engine's rule in small: a run that depends on a function
// without body shows nothing, one that recurses deeper than inlined
// meets a limit.
func judge(run *interp.Result) Judgement {
	switch {
	case run.Bodiless != "":
		return Reject
	case run.Check.Kind == program.CheckRecursion:
		return Limit
	}
	return Counterexample
}

// A parser whose bug needs one input among 7^5 (nested parentheses two
// deep), as in examples/realc/rdparse_false.c.
const parser = `
struct parser { const char *s; int pos, err, depth, maxdepth; };
static int expr(struct parser *p);
static char peek(struct parser *p) { return p->s[p->pos]; }
static int accept(struct parser *p, char c) { if (peek(p) == c) { p->pos++; return 1; } return 0; }
static int factor(struct parser *p) {
  char c = peek(p);
  if (p->err) return 0;
  if (c >= '0' && c <= '9') { p->pos++; return c - '0'; }
  if (accept(p, '(')) {
    int v;
    if (++p->depth > p->maxdepth) p->maxdepth = p->depth;
    v = expr(p);
    p->depth--;
    if (!accept(p, ')')) p->err = 1;
    return v;
  }
  p->err = 1;
  return 0;
}
static int expr(struct parser *p) {
  int v = factor(p);
  while (!p->err && accept(p, '+')) v += factor(p);
  return v;
}
static const char alphabet[4] = {'1', '+', '(', ')'};
int main(void) {
  char buf[6];
  struct parser p = {buf, 0, 0, 0, 0};
  for (int i = 0; i < 5; i++) {
    int k = __VERIFIER_nondet_int();
    if (k < 0 || k >= 4) return 0;
    buf[i] = alphabet[k];
  }
  buf[5] = 0;
  expr(&p);
  if (p.err || p.s[p.pos] != 0) return 0;
  __VERIFIER_assert(p.maxdepth < LIMIT);
  return 0;
}
`

// TestExplore: bugs behind particular inputs are found, programs with
// finitely many paths are proved, and whatever breaks the argument of
// the proof leaves it open.
func TestExplore(t *testing.T) {
	tests := []struct {
		name, src string
		checks    cfront.Checks
		cut       bool
		maxRuns   int
		depth     int    // of recursion (0: the front end's default)
		want      string // "violation", "proved", or a word of Outcome.Incomplete
	}{
		{"parser, nested two deep", "#define LIMIT 2\n" + parser, cfront.Checks{}, false, 0, 8, "violation"},
		{"parser, never three deep in five characters", "#define LIMIT 3\n" + parser, cfront.Checks{}, false, 0, 12, "proved"},
		{"parser, inlined too shallow", "#define LIMIT 3\n" + parser, cfront.Checks{}, false, 0, 2, "limit of the model"},
		{"a key equal to a hash", `int main(void) { unsigned x = __VERIFIER_nondet_uint();
  unsigned h = x * 2654435761u; h ^= h >> 15;
  if (h == 0x12345678u) reach_error(); return 0; }`, cfront.Checks{}, false, 0, 0, "violation"},
		{"branches on inputs, safe", `int main(void) { int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int(), z = 0;
  if (x > 10) z += 1; else z -= 1;
  if (y == x) z *= 2;
  if (x > 100 && y < 0) z = 7;
  __VERIFIER_assert(z >= -2 && z <= 7 && z != 0); return 0; }`, cfront.Checks{}, false, 0, 0, "proved"},
		// A check with no branch before it: its failure is a query of
		// its own.
		{"division by an input", `int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assume(x != 1000); int y = 100 / (x - 7); return y; }`,
			cfront.Checks{DivByZero: true}, false, 0, 0, "violation"},
		{"a loop as long as an input", `int main(void) { unsigned n = __VERIFIER_nondet_uint(), s = 0;
  for (unsigned i = 0; i < n; i++) s += 2;
  __VERIFIER_assert(s % 2 == 0); return 0; }`, cfront.Checks{}, false, 50, 0, "run limit"},
		{"a value invented for a function without body", `extern int lookup(int); int main(void) {
  if (lookup(3) == 42) reach_error(); return 0; }`, cfront.Checks{}, false, 0, 0, "no counterexample"},
		// A run that an assumption blocks: its other side is a branch.
		{"a bug behind an assumption the first run fails", `int main(void) { int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 5); if (x == 7) reach_error(); return 0; }`, cfront.Checks{}, false, 0, 0, "violation"},
		{"safe behind an assumption", `int main(void) { int x = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 5); __VERIFIER_assert(x > 3); return 0; }`, cfront.Checks{}, false, 0, 0, "proved"},
		// Under --undefined cut, the overflowing path blocks.
		{"overflow check by wrapping, cut", `int main(void) { int x = __VERIFIER_nondet_int();
  if (x + 1 < x) reach_error(); return 0; }`, cfront.Checks{}, true, 0, 0, "proved"},
		{"overflow check by wrapping, reported", `int main(void) { int x = __VERIFIER_nondet_int();
  if (x + 1 < x) reach_error(); return 0; }`, cfront.Checks{}, false, 0, 0, "violation"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p, err := cfront.ParseSource("t.c", []byte(prelude+tc.src), cfront.Options{Checks: tc.checks, CutUndefined: tc.cut, RecursionDepth: tc.depth})
			if err != nil {
				t.Fatal(err)
			}
			if err := program.Sanity(p); err != nil {
				t.Fatal(err)
			}
			out, err := Explore(context.Background(), p, Options{Judge: judge, MaxRuns: tc.maxRuns})
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			switch {
			case out.Run != nil && out.Limit:
				got = "limit of the model: " + out.Run.Check.ID
			case out.Run != nil:
				got = "violation"
				// The run replays on its own inputs.
				rep, err := interp.Run(p, interp.NewSeqInputs(out.Run.Inputs), interp.Options{})
				if err != nil || rep.Status != interp.Violated || rep.Check != out.Run.Check {
					t.Errorf("replay: %v %v", err, rep.Status)
				}
			case out.Proved:
				got = "proved"
			default:
				got = out.Incomplete
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("got %q (%d runs, %d queries), want %q", got, out.Runs, out.Queries, tc.want)
			}
			if out.Proved && out.Run != nil {
				t.Errorf("proved with a violation")
			}
		})
	}
}

// TestLimitsOnly: an exploration that is complete but for runs beyond the
// depth recursion is inlined to says so (Outcome.LimitsOnly) and returns
// every such run, each of which replays to a recursion-depth check; the
// program whose recursion-depth checks are assumptions is then proved by
// an exploration of its own. An exploration cut short says nothing.
func TestLimitsOnly(t *testing.T) {
	tests := []struct {
		name       string
		limit      int // the parser's LIMIT
		depth      int
		holdRuns   int
		limitsOnly bool
	}{
		{"safe, too shallow", 3, 2, 0, true},
		{"safe, one level short", 3, 4, 0, true},
		{"held for one run only", 3, 2, 1, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := prelude + "#define LIMIT " + string(rune('0'+tc.limit)) + "\n" + parser
			p, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{RecursionDepth: tc.depth})
			if err != nil {
				t.Fatal(err)
			}
			out, err := Explore(context.Background(), p, Options{Judge: judge, HoldRuns: tc.holdRuns})
			if err != nil {
				t.Fatal(err)
			}
			if out.Run == nil || !out.Limit {
				t.Fatalf("no run beyond the limit: %+v", out)
			}
			if out.LimitsOnly != tc.limitsOnly {
				t.Fatalf("LimitsOnly = %v, want %v (%s)", out.LimitsOnly, tc.limitsOnly, out.Incomplete)
			}
			if !tc.limitsOnly {
				if out.Incomplete == "" {
					t.Errorf("incomplete without a reason")
				}
				return
			}
			for i, in := range append([][]interp.Value{out.Run.Inputs}, out.AlsoLimit...) {
				rep, err := interp.Run(p, interp.NewSeqInputs(in), interp.Options{})
				if err != nil || rep.Status != interp.Violated || rep.Check.Kind != program.CheckRecursion {
					t.Errorf("run %d beyond the limit: %v %v", i, err, rep.Status)
				}
			}
			// The program with its recursion cut: proved.
			q := program.Clone(p)
			for _, l := range q.Locs {
				for _, e := range l.Out {
					if c, ok := e.Stmt.(*program.Check); ok && c.Check != nil && c.Check.Kind == program.CheckRecursion {
						e.Stmt = &program.Assume{Cond: c.Cond}
					}
				}
			}
			cut, err := Explore(context.Background(), q, Options{Judge: judge})
			if err != nil {
				t.Fatal(err)
			}
			if !cut.Proved {
				t.Errorf("the cut program is not proved: %s", cut.Incomplete)
			}
			// A deep enough inlining: every run beyond the limit passes,
			// and the exploration proves the program.
			deep, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{RecursionDepth: 12})
			if err != nil {
				t.Fatal(err)
			}
			for i, in := range append([][]interp.Value{out.Run.Inputs}, out.AlsoLimit...) {
				rep, err := interp.Run(deep, interp.NewSeqInputs(in), interp.Options{})
				if err != nil || rep.Status == interp.Violated {
					t.Errorf("run %d at depth 12: %v %v", i, err, rep.Status)
				}
			}
		})
	}
}

// TestSeeds: an exploration of the program with recursion inlined deeper
// that starts from the seeds of a complete one at a smaller depth proves
// what the unseeded exploration proves, in fewer runs, and finds a bug
// that needs the deeper calls; a seed whose path differs leaves it open.
func TestSeeds(t *testing.T) {
	lower := func(limit, depth int) *program.Program {
		src := prelude + "#define LIMIT " + string(rune('0'+limit)) + "\n" + parser
		p, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{RecursionDepth: depth})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	explore := func(p *program.Program, seeds []Seed) *Outcome {
		out, err := Explore(context.Background(), p, Options{Judge: judge, Seeds: seeds})
		if err != nil {
			t.Fatal(err)
		}
		return out
	}
	tests := []struct {
		name         string
		limit        int
		from, to     int
		want         string
		corruptSeeds bool
	}{
		{"safe: proved from the seeds", 3, 2, 12, "proved", false},
		{"safe: seeds of two rounds", 3, 1, 3, "limit", false},
		{"bug beyond the first depth", 2, 1, 8, "violation", false},
		{"a seed that does not follow its path", 3, 2, 12, "earlier round", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			first := explore(lower(tc.limit, tc.from), nil)
			if !first.LimitsOnly || first.Seeds == nil {
				t.Fatalf("depth %d: no complete exploration with seeds: %s", tc.from, first.Incomplete)
			}
			seeds := first.Seeds
			if tc.corruptSeeds {
				seeds = append([]Seed(nil), seeds...)
				seeds[0].Print++
			}
			deep := lower(tc.limit, tc.to)
			out := explore(deep, seeds)
			got := out.Incomplete
			switch {
			case out.Run != nil && out.Limit:
				got = "limit"
			case out.Run != nil:
				got = "violation"
				rep, err := interp.Run(deep, interp.NewSeqInputs(out.Run.Inputs), interp.Options{})
				if err != nil || rep.Status != interp.Violated || rep.Check.Kind != program.CheckReachError {
					t.Errorf("replay: %v %v", err, rep.Status)
				}
			case out.Proved:
				got = "proved"
				whole := explore(deep, nil)
				if !whole.Proved || whole.Runs <= out.Runs {
					t.Errorf("unseeded: proved %v in %d runs, seeded in %d", whole.Proved, whole.Runs, out.Runs)
				}
			}
			if !strings.Contains(got, tc.want) {
				t.Fatalf("got %q, want %q", got, tc.want)
			}
			if tc.want == "limit" {
				// The next round, from the seeds of this one.
				if !out.LimitsOnly || out.Seeds == nil {
					t.Fatalf("no seeds for the next round: %s", out.Incomplete)
				}
				last := explore(lower(tc.limit, 12), out.Seeds)
				if !last.Proved {
					t.Errorf("third round not proved: %s", last.Incomplete)
				}
			}
		})
	}
}
