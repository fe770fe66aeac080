package kinduction

import (
	"os"
	"testing"
)

// TestScaledSegments: loops whose unit counter i handles the cells at
// c*i + d (scaled.go). Each template has a safe value and a buggy one;
// gcc agrees on both (compiled with -m32 -fsanitize=undefined, the
// nondeterministic values drawn at random, 300 runs: the safe programs
// never reach the error, the twins do): the twins stop one iteration
// short, write one offset twice and another never, or clamp a cell to
// one more than the check allows, so their segments miss a cell and
// they must stay unproved. Every invariant is checked path by path (by
// SAT) and in the interpreter (synthesizeChecked).
func TestScaledSegments(t *testing.T) {
	cases := []struct {
		name      string
		safe, bug int
		want      string
	}{
		// Stride 2 counting up over a global array: both cells an
		// iteration, every cell once: [0, 2*i).
		{"scaled_stride2", 10, 9, `\forall k. 0 <= k && k < 2 * main::i ==> a[k] == 7`},
		// Stride 3 from i = 1, n iterations: [0, 3*i - 3).
		{"scaled_stride3", 1, 2, `\forall k. 0 <= k && k < (3 * main::i) + (-3) ==> a[k] > 0`},
		// Counting down with a[i] and a[i + 1] (c = 1, two offsets):
		// [i + 2, 16) are done (cell i + 1 too, but for i = -2 at
		// the exit that is a[-1], which no iteration writes).
		{"scaled_down_pair", -1, 1, `\forall k. main::i + 2 <= k && k < 16 ==> main::a[k] >= 3`},
		// do … while of stride 2, a first loop writing the even cells,
		// a second the odd ones (the twin the even ones again): the
		// even cells keep their value, (k & 1) != 0 || P(k), behind
		// the second loop's counter and ahead of it.
		{"scaled_residue", 1, 0, `\forall k. 0 <= k && k < 2 * main::i ==> (main::a[k] == 5) || (main::a[k] == 9)`},
		// A value over the counter clamps the cell to its index:
		// a[2*i - 2] = 2*i - 2 is a[k] == k.
		{"scaled_clamp", 1, 0, `\forall k. 0 <= k && k < (2 * main::i) + (-2) ==> main::a[k] <= k`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			src, err := os.ReadFile("testdata/" + c.name + ".tmpl")
			if err != nil {
				t.Fatal(err)
			}
			provedTwins(t, c.name, string(src), c.safe, c.bug, c.want, false)
		})
	}
}
