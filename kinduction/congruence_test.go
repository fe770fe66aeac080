package kinduction

import (
	"fmt"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// congruencePrograms are safe programs whose proof needs a congruence
// of a scalar, and their twins that must stay unproved. gcc (with UBSan)
// as the oracle on 3000 random runs each (inputs near 0, near UINT_MAX,
// below 200 and at random): step3 with i == 100 is never reached, with
// i == 99 in 11 runs; flag5 (x += 1 from the residue 4) never, its twin
// (x += 6, which wraps from UINT_MAX - 1 to 4) in 27; start1 with
// n <= 1000 never, unbounded reached at n == UINT_MAX (i wraps from
// UINT_MAX - 1 to 0 and leaves at UINT_MAX, whose residue is 0).
var congruencePrograms = []candidateProgram{
	{"step3", step3Src(100), "(main::i % (unsigned int)3) == (unsigned int)0", true},
	{"step3_bug", step3Src(99), "(main::i % (unsigned int)3) == (unsigned int)0", false},
	{"flag5", flag5Src(1, 12), "", true},
	{"flag5_wrap", flag5Src(6, 4), "", false},
	{"start1", start1Src("if (n > 1000) return 0;"), "(main::i % (unsigned int)3) == (unsigned int)1", true},
	{"start1_wrap", start1Src(""), "(main::i % (unsigned int)3) == (unsigned int)1", false},
}

const congruenceHeader = "extern unsigned int __VERIFIER_nondet_uint(void);\nextern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n"

// step3Src counts i and j by 3 up to n <= 1000 and reaches the error at
// i == stop: never where stop % 3 != 0.
func step3Src(stop int) string {
	return fmt.Sprintf(`int main(void) {
  unsigned int n = __VERIFIER_nondet_uint(), i = 0, j = 0;
  if (n > 1000) return 0;
  while (i < n) { i = i + 3; j = j + 3; }
  if (i == %d) reach_error();
  return 0;
}`, stop)
}

// flag5Src moves x by steps chosen by its residue modulo 5; y == 0 says
// the last step left x divisible by 5 (where step, from the residue 4,
// is 1; a step of 6 wraps from UINT_MAX - 1 to 4).
func flag5Src(step, bad int) string {
	return fmt.Sprintf(`int main(void) {
  unsigned int x = __VERIFIER_nondet_uint(), y = 1;
  while (__VERIFIER_nondet_int() & 1) {
    if (x %% 5 == 2) { x = x + 3; y = 0; }
    else if (x %% 5 == 4) { x = x + %d; y = 0; }
    else { x = x + 7; y = 1; }
  }
  if (y == 0 && x == %d) reach_error();
  return 0;
}`, step, bad)
}

// start1Src counts i by 3 from 1 up to n: i % 3 == 1 at the head while
// no step wraps, which the bound on n (bound) ensures.
func start1Src(bound string) string {
	return fmt.Sprintf(`int main(void) {
  unsigned int n = __VERIFIER_nondet_uint(), i = 1;
  %s
  while (i < n) { i = i + 3; }
  if (i %% 3 != 1) reach_error();
  return 0;
}`, bound)
}

// TestCongruences: congruenceCandidates proposes the congruence each
// program needs; the safe programs are proved at depth at most 1 with
// the synthesised invariants, which are checked independently (path by
// path by SAT and in the interpreter); the twins are not, and where a
// step wraps the candidate is not among the invariants.
func TestCongruences(t *testing.T) {
	testCandidateRule(t, congruencePrograms, func(sys *System, head *program.Loc) []program.Expr {
		return congruenceCandidates(sys.P, head, sys.Nest.LoopOfHead(head).Body)
	})
}

// A candidateProgram is a test program of a candidate rule: a candidate
// the rule must propose (if any), and whether the program is safe.
type candidateProgram struct {
	name, src string
	cand      string
	safe      bool
}

// testCandidateRule runs the programs (after congruenceHeader, under
// --undefined cut): the rule (candidates at a loop head) proposes each
// program's candidate; the safe programs are proved at depth at most 1
// with the synthesised invariants, which are checked independently (path
// by path by SAT and in the interpreter); the twins are not, and in the
// programs named _wrap the candidate is not among the invariants.
func testCandidateRule(t *testing.T, programs []candidateProgram, rule func(*System, *program.Loc) []program.Expr) {
	for _, tc := range programs {
		t.Run(tc.name, func(t *testing.T) {
			src := congruenceHeader + tc.src
			name := tc.name + ".c"
			sys := sourceSystemWith(t, name, src, cfront.Options{CutUndefined: true})
			var cands []string
			for _, head := range sys.Cuts[1:] {
				for _, g := range rule(sys, head) {
					cands = append(cands, program.ExprString(g))
				}
			}
			if tc.cand != "" && !contains(cands, tc.cand) {
				t.Fatalf("candidates %q, want %s among them", cands, tc.cand)
			}
			invs := synthesizeBounded(t, sys, SynthOptions{})
			var b strings.Builder
			WriteInvariants(&b, invs)
			checkInductivePathByPath(t, name, src, sys, invs)
			checkInterpreter(t, name, src, invs)
			if got := stepWithin(t, sys, invs, 1); got != tc.safe {
				t.Errorf("step up to k = 1 holds: %v, want %v, with\n%s", got, tc.safe, b.String())
			}
			if tc.cand != "" && strings.HasSuffix(tc.name, "_wrap") && strings.Contains(b.String(), tc.cand) {
				t.Errorf("the refuted candidate %s stands:\n%s", tc.cand, b.String())
			}
		})
	}
}
