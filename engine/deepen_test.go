package engine

import "testing"

// TestBoundedDeepenFirst: the growing bounded search skips the full
// proof of the rounds whose bounds are not enough only beside
// k-induction, whose base case proves every round; alone (--engine bmc)
// and with a fixed bound it proves each.
func TestBoundedDeepenFirst(t *testing.T) {
	for _, tc := range []struct {
		names []string
		fixed bool
		want  bool
	}{
		{Default, false, true},
		{[]string{"kind", "bmc"}, false, true},
		{[]string{"bmc"}, false, false},
		{[]string{"predabs", "bmc", "test"}, false, false},
		{[]string{"kind", "bmc"}, true, false},
	} {
		es, err := New(tc.names, Config{FixedUnwind: tc.fixed, Unwind: 8})
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, e := range es {
			if b, ok := e.(*Bounded); ok {
				found = true
				if got := b.DeepenFirst && !b.Fixed; got != tc.want {
					t.Errorf("%v fixed %v: DeepenFirst %v, want %v", tc.names, tc.fixed, got, tc.want)
				}
			}
		}
		if !found {
			t.Errorf("%v: no bounded search", tc.names)
		}
	}
}
