package abstract

import (
	"math/bits"
	"sort"

	"github.com/satabs-go/satabs-go/boolprog"
)

// A term is a cube over at most 64 projected literals: bit i of care is
// set where position i is fixed, and bit i of val is its value there (val
// is 0 where care is).
type term struct{ care, val uint64 }

func (t term) fixed(i int) bool { return t.care&(1<<i) != 0 }
func (t term) value(i int) bool { return t.val&(1<<i) != 0 }
func (t term) flip(i int) term {
	t.val ^= 1 << i
	return t
}
func (t term) forget(i int) term {
	t.care &^= 1 << i
	t.val &^= 1 << i
	return t
}
func (t term) set(i int, v bool) term {
	t.care |= 1 << i
	if v {
		t.val |= 1 << i
	}
	return t
}

// free counts the don't-cares among the first n positions.
func (t term) free(n int) int { return n - bits.OnesCount64(t.care) }

// less orders terms as their printed forms ('-' < '0' < '1' at the first
// position where they differ), so that the cover does not depend on map
// order.
func (t term) less(u term) bool {
	diff := (t.care ^ u.care) | (t.val ^ u.val)
	if diff == 0 {
		return false
	}
	bit := diff & -diff
	return rank(t.care&bit != 0, t.val&bit != 0) < rank(u.care&bit != 0, u.val&bit != 0)
}

// rank orders a position's states as their printed forms: '-', '0', '1'.
func rank(fixed, value bool) int {
	switch {
	case !fixed:
		return 0
	case !value:
		return 1
	}
	return 2
}

// covers says whether minterm m lies in t.
func (t term) covers(m term) bool { return m.val&t.care == t.val }

// Sets of at most qmMaxMinterms minterms over at most 64 literals are
// merged by Quine-McCluskey; larger ones, where the implicants multiply,
// get the BDD-based irredundant cover of boolprog.MintermCover.
const qmMaxMinterms = 128

// mergeCubes turns minterms into cubes with the same set of valuations.
// On small sets it merges pairs that differ in one literal (the first step
// of Quine-McCluskey) into prime cubes and chooses a cover: primes with
// more don't-cares first, each kept only when it covers a minterm the kept
// ones do not. Larger sets get an irredundant cover from their BDD.
func mergeCubes(proj []projected, minterms [][]bool) boolprog.CubeSet {
	if len(proj) <= 64 && len(minterms) <= qmMaxMinterms {
		return quineMcCluskey(proj, minterms)
	}
	var out boolprog.CubeSet
	for _, row := range boolprog.MintermCover(len(proj), minterms) {
		cube := boolprog.Cube{}
		for i, v := range row {
			if v < 0 {
				continue
			}
			l := proj[i].lit
			l.Neg = v == 0
			cube = append(cube, l)
		}
		out = append(out, cube)
	}
	return out
}

// quineMcCluskey is mergeCubes on a small set.
func quineMcCluskey(proj []projected, minterms [][]bool) boolprog.CubeSet {
	n := len(proj)
	current := make(map[term]bool, len(minterms))
	mins := make([]term, 0, len(minterms))
	for _, m := range minterms {
		var t term
		for i, x := range m {
			t = t.set(i, x)
		}
		if !current[t] {
			current[t] = true
			mins = append(mins, t)
		}
	}
	var primes []term
	for len(current) > 0 {
		next := map[term]bool{}
		merged := map[term]bool{}
		keys := make([]term, 0, len(current))
		for t := range current {
			keys = append(keys, t)
		}
		sort.Slice(keys, func(i, j int) bool { return keys[i].less(keys[j]) })
		for _, t := range keys {
			for i := 0; i < n; i++ {
				if !t.fixed(i) {
					continue
				}
				if current[t.flip(i)] {
					next[t.forget(i)] = true
					merged[t] = true
				}
			}
		}
		for _, t := range keys {
			if !merged[t] {
				primes = append(primes, t)
			}
		}
		current = next
	}
	sort.SliceStable(primes, func(i, j int) bool { return primes[i].free(n) > primes[j].free(n) })
	covered := make([]bool, len(mins))
	var chosen []term
	for _, pt := range primes {
		useful := false
		for i, m := range mins {
			if !covered[i] && pt.covers(m) {
				covered[i] = true
				useful = true
			}
		}
		if useful {
			chosen = append(chosen, pt)
		}
	}
	out := make(boolprog.CubeSet, 0, len(chosen))
	for _, t := range chosen {
		cube := boolprog.Cube{}
		for i := 0; i < n; i++ {
			if !t.fixed(i) {
				continue
			}
			l := proj[i].lit
			l.Neg = !t.value(i)
			cube = append(cube, l)
		}
		out = append(out, cube)
	}
	return out
}
