package interp_test

import (
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// TestBodilessDependence: a run depends on a function without body when
// a value it invented (its result or its effect on memory), or one
// computed from it, decides a branch, an accessed address or the violated
// check; a value read into a variable that is overwritten, or never used,
// does not count.
func TestBodilessDependence(t *testing.T) {
	const head = "void reach_error(void);\nint ext(void);\nvoid fill(int *);\nint g;\nint main(void) {\n"
	tests := []struct {
		name, body, want string
	}{
		{"result unused", "int r = ext();\n  int k = 0;\n  if (k == 0) reach_error();\n  return r + g;", ""},
		{"result decides", "if (ext() == 1) reach_error();\n  return 0;", "ext"},
		{"result flows", "int y = ext();\n  int z = y + 1;\n  if (z == 2) reach_error();\n  return 0;", "ext"},
		{"result overwritten", "int y = ext();\n  y = 1;\n  if (y == 1) reach_error();\n  return 0;", ""},
		{"result as index", "int a[4] = {0};\n  int i = ext();\n  a[i & 3] = 1;\n  reach_error();\n  return a[0];", "ext"},
		{"effect decides", "int a[2] = {5, 5};\n  fill(a);\n  if (a[1] == 1) reach_error();\n  return 0;", "fill"},
		{"global effect", "ext();\n  if (g == 1) reach_error();\n  return 0;", "ext"},
		{"effect unread", "int a[2];\n  fill(a);\n  reach_error();\n  return 0;", ""},
		{"check reads", "int y = ext();\n  __VERIFIER_assert(y != 1);\n  return 0;", "ext"},
	}
	ones := interp.InputFunc(func(e *program.Edge, ty *program.Type) (interp.Value, error) {
		if ty.Kind == program.KindArray {
			v := interp.ZeroValue(ty)
			for i := range v.Elems {
				v.Elems[i] = interp.IntValue(ty.Elem, 1)
			}
			return v, nil
		}
		if ty.IsInteger() {
			return interp.IntValue(ty, 1), nil
		}
		return interp.ZeroValue(ty), nil
	})
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			src := head + "  " + tc.body + "\n}\n"
			src = "void __VERIFIER_assert(int);\n" + src
			p, err := cfront.ParseSource("t.c", []byte(src), cfront.Options{})
			if err != nil {
				t.Fatal(err)
			}
			r, err := interp.Run(p, ones, interp.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if r.Status != interp.Violated {
				t.Fatalf("status %s %s", r.Status, r.Reason)
			}
			if r.Bodiless != tc.want {
				t.Errorf("depends on %q, want %q", r.Bodiless, tc.want)
			}
		})
	}
}
