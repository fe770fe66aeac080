package program

import (
	"reflect"
	"testing"
)

func TestSubobjectsLocate(t *testing.T) {
	i32 := IntType("int", 32, true)
	c8 := IntType("char", 8, true)
	inner := ArrayOf(i32, 2)
	s := &Type{Kind: KindStruct, Name: "struct S", Size: 12, Align: 4, Fields: []Member{
		{Name: "x", Type: i32, Offset: 0},
		{Name: "y", Type: inner, Offset: 4},
	}}
	arr := ArrayOf(s, 3)
	subs := Subobjects(arr, i32)
	if len(subs) != 2 {
		t.Fatalf("got %d subobjects of int in struct S[3], want 2 (x and y[i])", len(subs))
	}
	tests := []struct {
		off  int64
		sub  int
		want []int64
		ok   bool
	}{
		{0, 0, []int64{0}, true},    // a[0].x
		{12, 0, []int64{1}, true},   // a[1].x
		{4, 0, nil, false},          // a[0].y[0] is not an x
		{4, 1, []int64{0, 0}, true}, // a[0].y[0]
		{20, 1, []int64{1, 1}, true},
		{32, 1, []int64{2, 1}, true},
		{36, 1, nil, false}, // one past the end
		{2, 0, nil, false},  // misaligned
	}
	for _, tc := range tests {
		got, ok := subs[tc.sub].Locate(tc.off)
		if ok != tc.ok || (ok && !reflect.DeepEqual(got, tc.want)) {
			t.Errorf("sub %d Locate(%d) = %v %v, want %v %v", tc.sub, tc.off, got, ok, tc.want, tc.ok)
		}
	}
	if n := len(Subobjects(arr, c8)); n != 0 {
		t.Errorf("char parts of struct S[3]: %d, want 0", n)
	}
	if subs := Subobjects(i32, i32); len(subs) != 1 || len(subs[0].Steps) != 0 {
		t.Errorf("an int is its own only subobject: %v", subs)
	}
}
