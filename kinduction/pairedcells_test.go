package kinduction

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
)

// TestPairedCells: two arrays written at one index from one fresh
// value keep the relation of the two values cell by cell, which a later
// loop's check needs (c[k] == a[k] + b[k] is 0 only through
// b[k] == -a[k]); the twins break the relation or the check. The
// synthesis runs on a small narrowing budget of work (the bounds of
// sums of input cells would take it all, without use here), and every
// invariant is checked path by path and in the interpreter.
func TestPairedCells(t *testing.T) {
	cases := []struct {
		name      string
		safe, bug int
		want      string
	}{
		{"paired_neg", 0, 1, `\forall k. 0 <= k && k < 4 ==> main::b[k] == (0 - main::a[k])`},
		// A short widened into one array, an int computed from it into
		// the other, counting down: the relation is over (short)wide[k].
		{"paired_widen", 1, 0, `main::twice[k] == ((2 * ((int)((short)main::wide[k]))) + 1)`},
		// Two arrays set at an input index to values that cancel, in
		// either order across branches, then summed over [0, n) with a
		// long long n: the cells cancel pairwise on [0, (int)n).
		{"paired_cancel", 0, 1, `\forall k. 0 <= k && k < (int)main::n ==> (((long long)main::a[k]) + ((long long)main::b[k])) == (long long)0`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tmpl, err := os.ReadFile("testdata/" + c.name + ".tmpl")
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range []int{c.safe, c.bug} {
				src := fmt.Sprintf(string(tmpl), v)
				file := fmt.Sprintf("%s_%d.c", c.name, v)
				sys := sourceSystemWith(t, file, src, cfront.Options{CutUndefined: true})
				invs := synthesizeBounded(t, sys, SynthOptions{NarrowBudget: 200 * time.Millisecond})
				var b strings.Builder
				WriteInvariants(&b, invs)
				if v == c.safe && !strings.Contains(b.String(), c.want) {
					t.Errorf("%s: no %s in the invariants:\n%s", file, c.want, b.String())
				}
				checkInductivePathByPath(t, file, src, sys, invs)
				checkQuantifiedPathByPath(t, file, src, sys, invs)
				checkInterpreter(t, file, src, invs)
				if got := stepWithin(t, sys, invs, 1); got != (v == c.safe) {
					t.Errorf("%s: the step up to k = 1 holds: %v", file, got)
				}
			}
		})
	}
}
