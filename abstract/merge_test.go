package abstract

import (
	"math/rand"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
)

// TestMergeCubes: on random sets of minterms over 1 to 70 literals, the
// cubes of mergeCubes hold exactly the minterms; on small sets (the
// Quine-McCluskey path) they are the very cubes, in the same order, of the
// string-keyed first version.
func TestMergeCubes(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	for round := 0; round < 400; round++ {
		n := 1 + rng.Intn(12)
		if round%10 == 0 {
			n = 60 + rng.Intn(11)
		}
		proj := make([]projected, n)
		for i := range proj {
			proj[i] = projected{lit: boolprog.Lit{Pred: i, Next: i%2 == 1}}
		}
		seen := map[string]bool{}
		var minterms [][]bool
		count := 1 + rng.Intn(1<<min(n, 10))
		for tries := 0; len(minterms) < count && tries < 4*count; tries++ {
			m := make([]bool, n)
			for i := range m {
				m[i] = rng.Intn(3) > 0
				if round%2 == 0 {
					m[i] = rng.Intn(2) == 0
				}
			}
			if !seen[key(m)] {
				seen[key(m)] = true
				minterms = append(minterms, m)
			}
		}
		got := mergeCubes(proj, minterms)
		if n <= 64 && len(minterms) <= qmMaxMinterms {
			if want := mergeCubesReference(proj, minterms); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d, %d literals, %d minterms:\ngot  %v\nwant %v", round, n, len(minterms), got, want)
			}
		}
		// Every minterm lies in a cube, and every cube lies in the set:
		// each cube's valuations, counted, add up to at least the set's size
		// only if none lies outside, so check the cubes one by one.
		inCube := func(c boolprog.Cube, m []bool) bool {
			for _, l := range c {
				if m[l.Pred] == l.Neg {
					return false
				}
			}
			return true
		}
		for _, m := range minterms {
			found := false
			for _, c := range got {
				found = found || inCube(c, m)
			}
			if !found {
				t.Fatalf("round %d: minterm %s in no cube of %v", round, key(m), got)
			}
		}
		for _, c := range got {
			if free := n - len(c); free > 12 {
				t.Fatalf("round %d: cube %v has %d free literals, more than the set can fill", round, c, free)
			}
			fixed := map[int]bool{}
			for _, l := range c {
				fixed[l.Pred] = !l.Neg
			}
			var frees []int
			for i := 0; i < n; i++ {
				if _, ok := fixed[i]; !ok {
					frees = append(frees, i)
				}
			}
			for bitsSet := 0; bitsSet < 1<<len(frees); bitsSet++ {
				m := make([]bool, n)
				for i, v := range fixed {
					m[i] = v
				}
				for k, i := range frees {
					m[i] = bitsSet&(1<<k) != 0
				}
				if !seen[key(m)] {
					t.Fatalf("round %d: cube %v holds %s, not a minterm", round, c, key(m))
				}
			}
		}
	}
}

func key(m []bool) string {
	b := make([]byte, len(m))
	for i, x := range m {
		b[i] = '0'
		if x {
			b[i] = '1'
		}
	}
	return string(b)
}

// mergeCubesReference is the first, string-keyed mergeCubes, kept as the
// reference the faster one must agree with. It turns minterms into prime cubes by repeatedly merging pairs
// that differ in one literal (the first step of Quine-McCluskey): the set
// of valuations is unchanged, the description shorter.
func mergeCubesReference(proj []projected, minterms [][]bool) boolprog.CubeSet {
	// A term is a value per position: 0, 1 or 2 (don't care).
	type term string
	enc := func(v []bool) term {
		s := make([]byte, len(v))
		for i, x := range v {
			s[i] = '0'
			if x {
				s[i] = '1'
			}
		}
		return term(s)
	}
	current := map[term]bool{}
	for _, m := range minterms {
		current[enc(m)] = true
	}
	var primes []term
	for len(current) > 0 {
		next := map[term]bool{}
		merged := map[term]bool{}
		keys := make([]term, 0, len(current))
		for t := range current {
			keys = append(keys, t)
		}
		sort.Slice(keys, func(i, j int) bool { return keys[i] < keys[j] })
		for _, t := range keys {
			for i := 0; i < len(t); i++ {
				if t[i] == '-' {
					continue
				}
				flipped := []byte(t)
				if flipped[i] == '0' {
					flipped[i] = '1'
				} else {
					flipped[i] = '0'
				}
				if current[term(flipped)] {
					flipped[i] = '-'
					next[term(flipped)] = true
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
	// Choose a cover: primes with more don't-cares first, each kept only
	// when it covers a minterm the kept ones do not.
	sort.SliceStable(primes, func(i, j int) bool {
		return strings.Count(string(primes[i]), "-") > strings.Count(string(primes[j]), "-")
	})
	covers := func(p term, m []bool) bool {
		for i := 0; i < len(p); i++ {
			if p[i] != '-' && (p[i] == '1') != m[i] {
				return false
			}
		}
		return true
	}
	covered := make([]bool, len(minterms))
	var chosen []term
	for _, pt := range primes {
		useful := false
		for i, m := range minterms {
			if !covered[i] && covers(pt, m) {
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
		for i := 0; i < len(t); i++ {
			if t[i] == '-' {
				continue
			}
			l := proj[i].lit
			l.Neg = t[i] == '0'
			cube = append(cube, l)
		}
		out = append(out, cube)
	}
	return out
}
