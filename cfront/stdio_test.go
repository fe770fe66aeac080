package cfront

import (
	"reflect"
	"slices"
	"testing"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
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

// TestFwrite: fwrite reads the size*n bytes it writes, each read checked
// (past the object is a pointer violation), on elements of the integer
// type its pointer shows; its result is 0..n and marks a run that depends
// on it as depending on fwrite; a pointer to structs leaves the call
// body-less.
func TestFwrite(t *testing.T) {
	const head = "#include <stdio.h>\nvoid reach_error(void);\nstruct s { int x; char c; };\nint main(void) {\n"
	tests := []struct {
		name, body string
		status     interp.Status
		bodiless   string // the run's dependence
		listed     bool   // fwrite among the program's body-less functions
	}{
		{"bytes within", "char b[2] = {1, 2};\n  fwrite(b, 1, 2, stdout);", interp.Finished, "", false},
		{"bytes past", "char b[2] = {1, 2};\n  fwrite(b, 1, 3, stdout);", interp.Violated, "", false},
		{"ints within", "int a[2] = {1, 2};\n  fwrite(a, sizeof a[0], 2, stdout);", interp.Finished, "", false},
		{"ints partial", "int a[2] = {1, 2};\n  fwrite(a, 1, 5, stdout);", interp.Finished, "", false},
		{"ints past", "int a[2] = {1, 2};\n  fwrite(a, 3, 3, stdout);", interp.Violated, "", false},
		{"size overflow", "char b[2] = {1, 2};\n  fwrite(b, (size_t)-1, 2, stdout);", interp.Violated, "", false},
		{"result decides", "char b[2] = {1, 2};\n  if (fwrite(b, 1, 2, stdout) != 2) reach_error();", interp.Violated, "fwrite", false},
		{"result bounded", "char b[2] = {1, 2};\n  if (fwrite(b, 1, 2, stdout) > 2) reach_error();", interp.Finished, "fwrite", false},
		{"structs", "struct s a[2] = {{1, 2}, {3, 4}};\n  fwrite(a, sizeof a[0], 2, stdout);", interp.Finished, "", true},
	}
	ones := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
		if ty.IsInteger() {
			return interp.IntValue(ty, 1), nil
		}
		return interp.ZeroValue(ty), nil
	})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := head + "  " + tc.body + "\n  return 0;\n}\n"
			p, err := ParseSource("t.c", []byte(src), Options{Checks: Checks{Pointer: true, Free: true}})
			if err != nil {
				t.Fatal(err)
			}
			r, err := interp.Run(p, ones, interp.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != tc.status || r.Bodiless != tc.bodiless {
				t.Errorf("%s (%s), depends on %q; want %s, %q", r.Status, r.Reason, r.Bodiless, tc.status, tc.bodiless)
			}
			if listed := slices.Contains(p.Bodiless, "fwrite"); listed != tc.listed {
				t.Errorf("fwrite body-less %v, want %v (%v)", listed, tc.listed, p.Bodiless)
			}
		})
	}
}
