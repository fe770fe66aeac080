package abstract

import "github.com/satabs-go/satabs-go/boolprog"

// Reusing a block's earlier abstraction.
//
// Refinement adds predicates a few at a time, and a block whose inputs or
// outputs gained one is enumerated again, over all its predicates. Most of
// the work of that enumeration is proving subtrees empty, and most of
// those are empty for the old predicates alone: their valuations were
// already known impossible. The block's earlier relation (its parts, as
// cached) is a superset of the projection of the new one onto the old
// predicates: the block, its guard and its axioms are the same, a new
// predicate's circuit only defines its value (read axioms included, which
// every state can satisfy), and what can change besides only removes
// valuations (a condition assumed at the block's start), while an earlier
// relation that was not exact is larger still. So a subtree whose path
// agrees with no cube of some earlier part, on the predicates the two
// share, is empty, and the depth-first walk skips it without a solve.
//
// A priorCheck keeps, for the walk's current path, the cubes of each
// earlier part that agree with it, level by level: level d holds those
// that agree with the path's first d values. The walk only ever changes
// the path at and beyond the depth it explores (invalidate), so the
// levels above stay valid and a check extends them from the deepest
// valid one.
type priorCheck struct {
	// cubes[p][c][k] is the value cube c of part p fixes at branch
	// position k: 0 or 1, or -1 where it fixes none.
	cubes [][][]int8
	// levels[d][p] are the indices of part p's cubes that agree with the
	// path's first d values; valid levels are 0..valid.
	levels [][][]int32
	valid  int
}

// newPriorCheck returns the check of the enumeration's paths against the
// earlier parts prior; nil when there is nothing to check. A cube that
// fixes a constant position to the other value agrees with no path; a
// literal of a predicate outside the projected ones is left out (the
// projection of the earlier relation).
func (en *enumeration) newPriorCheck(prior []part) *priorCheck {
	if len(prior) == 0 {
		return nil
	}
	proj, branch := en.proj, en.branch
	at := map[boolprog.Lit]int{} // the positive literal of a projected position
	for i, pj := range proj {
		at[boolprog.Lit{Pred: pj.lit.Pred, Next: pj.lit.Next}] = i
	}
	order := make([]int, len(proj)) // branch position of a projected one, or -1
	for i := range order {
		order[i] = -1
	}
	for k, i := range branch {
		order[i] = k
	}
	pc := &priorCheck{}
	for _, pt := range prior {
		var cubes [][]int8
	cube:
		for _, c := range pt.rel {
			row := make([]int8, len(branch))
			for k := range row {
				row[k] = -1
			}
			for _, l := range c {
				i, ok := at[boolprog.Lit{Pred: l.Pred, Next: l.Next}]
				if !ok {
					continue
				}
				if k := order[i]; k >= 0 {
					row[k] = int8(b2i(!l.Neg))
				} else if v, _ := en.constant(i); v == l.Neg {
					continue cube // fixes the constant to the other value
				}
			}
			cubes = append(cubes, row)
		}
		pc.cubes = append(pc.cubes, cubes)
	}
	level := make([][]int32, len(pc.cubes))
	for p, cubes := range pc.cubes {
		level[p] = make([]int32, len(cubes))
		for c := range cubes {
			level[p][c] = int32(c)
		}
	}
	pc.levels = [][][]int32{level}
	return pc
}

// invalidate says the path changed at position k: the levels below k
// stay valid.
func (pc *priorCheck) invalidate(k int) {
	if pc != nil && pc.valid > k {
		pc.valid = k
	}
}

// excludes reports whether no cube of some earlier part agrees with
// path (the walk's path to its current depth).
func (pc *priorCheck) excludes(path []bool) bool {
	if pc == nil {
		return false
	}
	for len(pc.levels) <= len(path) {
		pc.levels = append(pc.levels, make([][]int32, len(pc.cubes)))
	}
	for d := pc.valid; d < len(path); d++ {
		v := int8(b2i(path[d]))
		for p, cubes := range pc.cubes {
			next := pc.levels[d+1][p][:0]
			for _, c := range pc.levels[d][p] {
				if x := cubes[c][d]; x < 0 || x == v {
					next = append(next, c)
				}
			}
			pc.levels[d+1][p] = next
		}
		pc.valid = d + 1
	}
	for _, agree := range pc.levels[len(path)] {
		if len(agree) == 0 {
			return true
		}
	}
	return false
}
