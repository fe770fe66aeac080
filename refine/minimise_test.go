package refine

import (
	"fmt"
	"testing"
)

// TestSmallestHittingSet: the pseudo-Boolean minimisation picks a
// smallest set that meets every lesson.
func TestSmallestHittingSet(t *testing.T) {
	tests := []struct {
		n       int
		lessons [][]int
		size    int
	}{
		{3, nil, 0},
		{3, [][]int{{1}}, 1},
		{4, [][]int{{0, 1}, {1, 2}, {2, 3}}, 2},
		{4, [][]int{{0, 1, 2, 3}}, 1},
		{5, [][]int{{0}, {1}, {2, 3}}, 3},
	}
	for _, tc := range tests {
		keep := smallestHittingSet(tc.n, tc.lessons)
		if keep == nil {
			t.Fatalf("%v: no hitting set", tc.lessons)
		}
		size := 0
		for _, k := range keep {
			if k {
				size++
			}
		}
		for _, l := range tc.lessons {
			hit := false
			for _, k := range l {
				hit = hit || keep[k]
			}
			if !hit {
				t.Errorf("%v: %v misses %v", tc.lessons, keep, l)
			}
		}
		if size != tc.size {
			t.Errorf("%v: %s has %d elements, want %d", tc.lessons, fmt.Sprint(keep), size, tc.size)
		}
	}
	if smallestHittingSet(2, [][]int{{}}) != nil {
		t.Error("an empty lesson has no hitting set")
	}
}
