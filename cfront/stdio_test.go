package cfront

import (
	"reflect"
	"testing"
)

// TestFormatStrings: the arguments printf reads as strings, with their
// precisions; %n and malformed formats are left to the body-less path.
func TestFormatStrings(t *testing.T) {
	tests := []struct {
		format  string
		strs    []int
		bounded map[int]precision
		ok      bool
	}{
		{"plain %%", nil, map[int]precision{}, true},
		{"%d %s", []int{2}, map[int]precision{}, true},
		{"%*d %-10s %.3s %.*s", []int{3, 4, 6}, map[int]precision{4: {arg: -1, n: 3}, 6: {arg: 5}}, true},
		{"%lld %zu %hhx %s %c", []int{4}, map[int]precision{}, true},
		{"%n", nil, nil, false},
		{"%", nil, nil, false},
		{"%y", nil, nil, false},
	}
	for _, tc := range tests {
		strs, bounded, ok := formatStrings(tc.format, 1)
		if ok != tc.ok || !reflect.DeepEqual(strs, tc.strs) || ok && !reflect.DeepEqual(bounded, tc.bounded) {
			t.Errorf("%q: %v %v %v, want %v %v %v", tc.format, strs, bounded, ok, tc.strs, tc.bounded, tc.ok)
		}
	}
}
