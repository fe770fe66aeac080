package boolprog

import "sort"

// MintermCover returns an irredundant sum of products of exactly the given
// minterms over n positions (each minterm a value per position), as cubes
// whose entries are -1 (don't care), 0 or 1 per position. It builds the
// set's BDD straight from the sorted minterms (a trie folded into shared
// nodes) and takes Minato and Morreale's cover of it: on large sets this
// is far cheaper than merging minterms pairwise, and just as exact.
func MintermCover(n int, minterms [][]bool) [][]int8 {
	if len(minterms) == 0 {
		return nil
	}
	sorted := append([][]bool(nil), minterms...)
	sort.Slice(sorted, func(i, j int) bool {
		a, b := sorted[i], sorted[j]
		for k := range a {
			if a[k] != b[k] {
				return !a[k]
			}
		}
		return false
	})
	m := newBDD()
	// build returns the BDD of set (sorted, distinct, all agreeing on the
	// positions before level) restricted to the positions from level on.
	var build func(set [][]bool, level int) bddNode
	build = func(set [][]bool, level int) bddNode {
		if len(set) == 0 {
			return bddFalse
		}
		if level == n {
			return bddTrue
		}
		split := sort.Search(len(set), func(i int) bool { return set[i][level] })
		return m.mk(int32(level), build(set[:split], level+1), build(set[split:], level+1))
	}
	f := build(sorted, 0)
	cubes, _, _ := m.isop(f, f, int(^uint(0)>>1))
	out := make([][]int8, len(cubes))
	for i, c := range cubes {
		row := make([]int8, n)
		for k := range row {
			row[k] = -1
		}
		for _, l := range c {
			row[l.level] = 1
			if l.neg {
				row[l.level] = 0
			}
		}
		out[i] = row
	}
	return out
}
