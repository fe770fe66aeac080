package engine

import "github.com/satabs-go/satabs-go/program"

// loopBounds are the bounds of a growing bounded search, one per loop
// (by head): every loop starts at 1 when the unrolling first reaches it,
// and after each round only the loops whose unwinding assertions failed
// are deepened (doubled). A loop bounded by the data (a parser's loop
// over a short input, nested in another) keeps the bound it needs while
// an input loop before it grows, so the nests are not all unrolled to
// the largest bound: the product of the bounds of a nest is what an
// unrolling costs. A round's coverage (bmc.Result.Covered) is the
// smallest bound of a loop that needs more.
type loopBounds map[*program.Loc]int

// deepen raises the bounds of these loops and returns the largest bound:
// a loop at the largest bound doubles it; a loop below it (first reached
// late, behind a loop that needed many rounds) catches up four times as
// fast, up to the largest, so that the rounds stay about as many as with
// one bound for all loops.
func (b loopBounds) deepen(heads []*program.Loc) int {
	largest := b.largest()
	for _, h := range heads {
		k := max(1, b[h])
		if k < largest {
			b[h] = min(largest, 4*k)
		} else {
			b[h] = 2 * k
		}
	}
	return b.largest()
}

func (b loopBounds) largest() int {
	largest := 1
	for _, k := range b {
		largest = max(largest, k)
	}
	return largest
}
