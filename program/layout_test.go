package program

import (
	"reflect"
	"testing"

	"github.com/satabs-go/satabs-go/softfloat"
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
	// A char finds the bytes of every int: x's and y[i]'s.
	bytes := Subobjects(arr, c8)
	if len(bytes) != 2 {
		t.Fatalf("char parts of struct S[3]: %d, want 2 (bytes of x and of y[i])", len(bytes))
	}
	for _, tc := range []struct {
		off  int64
		sub  int
		want []int64
		ok   bool
	}{
		{0, 0, []int64{0, 0}, true},     // a[0].x byte 0
		{15, 0, []int64{1, 3}, true},    // a[1].x byte 3
		{4, 0, nil, false},              // not in x
		{9, 1, []int64{0, 1, 1}, true},  // a[0].y[1] byte 1
		{35, 1, []int64{2, 1, 3}, true}, // the last byte
		{36, 1, nil, false},
	} {
		got, ok := bytes[tc.sub].Locate(tc.off)
		if ok != tc.ok || (ok && !reflect.DeepEqual(got, tc.want)) {
			t.Errorf("byte sub %d Locate(%d) = %v %v, want %v %v", tc.sub, tc.off, got, ok, tc.want, tc.ok)
		}
	}
	if st := bytes[0].Steps[len(bytes[0].Steps)-1]; !st.IsByte() || !st.IsIndex() || st.Len != 4 {
		t.Errorf("last step of a byte of x: %+v", st)
	}
	// x87's long double: 10 bytes of value in 16 (LP64), the rest padding.
	ld := FloatType("long double", softfloat.X87, 16, 16)
	lb := Subobjects(ld, c8)
	if len(lb) != 1 {
		t.Fatalf("char parts of long double: %d", len(lb))
	}
	if _, ok := lb[0].Locate(9); !ok {
		t.Errorf("byte 9 of a long double not found")
	}
	if _, ok := lb[0].Locate(10); ok {
		t.Errorf("padding byte 10 of a long double found")
	}
	if n := len(Subobjects(c8, c8)); n != 1 {
		t.Errorf("a char is its own only subobject: %d", n)
	}
	if subs := Subobjects(i32, i32); len(subs) != 1 || len(subs[0].Steps) != 0 {
		t.Errorf("an int is its own only subobject: %v", subs)
	}
}

// TestSubobjectsPointers: every pointer type finds the pointers of an
// object (one representation: an object and an offset), so a void *
// read or written where a uint8_t * or a struct's next pointer is stored
// designates it; a pointer finds no integer and an integer no pointer.
func TestSubobjectsPointers(t *testing.T) {
	i32 := IntType("int", 32, true)
	u8 := IntType("unsigned char", 8, false)
	void := &Type{Kind: KindVoid, Name: "void"}
	node := &Type{Kind: KindStruct, Name: "struct node", Size: 8, Align: 4}
	node.Fields = []Member{{Name: "next", Type: PointerTo(node, 4), Offset: 0}, {Name: "val", Type: i32, Offset: 4}}
	voidp, bytep := PointerTo(void, 4), PointerTo(u8, 4)
	subs := Subobjects(ArrayOf(node, 2), voidp)
	if len(subs) != 1 {
		t.Fatalf("void * parts of struct node[2]: %d, want 1 (next)", len(subs))
	}
	if idx, ok := subs[0].Locate(8); !ok || !reflect.DeepEqual(idx, []int64{1}) {
		t.Errorf("void * at byte 8 of struct node[2]: %v %v, want a[1].next", idx, ok)
	}
	if _, ok := subs[0].Locate(4); ok {
		t.Errorf("void * at byte 4 (val) found a pointer")
	}
	if got := Subobjects(bytep, voidp); len(got) != 1 {
		t.Errorf("void * in a uint8_t *: %d parts, want 1", len(got))
	}
	if got := Subobjects(voidp, i32); len(got) != 0 {
		t.Errorf("int in a void *: %d parts, want 0", len(got))
	}
	if got := Subobjects(i32, voidp); len(got) != 0 {
		t.Errorf("void * in an int: %d parts, want 0", len(got))
	}
}
