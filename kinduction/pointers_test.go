package kinduction

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

// TestCellPointers checks which pointer variables the view of
// pointers.go resolves to one array cell, and how it writes their
// dereferences.
func TestCellPointers(t *testing.T) {
	const pre = "extern int __VERIFIER_nondet_int(void);\nvoid *malloc(unsigned int);\nint g[8];\n"
	tests := []struct {
		name, body string
		want       []string // pointer=array@byte offset, sorted
		view       []string // statements the view must contain
	}{
		{"malloc", "int n = __VERIFIER_nondet_int(); int *a = malloc(sizeof(int) * n); if (!a) return 0; for (int i = 0; i < n; i++) a[i] = i;",
			[]string{"main::a=$heap1@0"}, []string{"$heap1[main::i] = main::i"}},
		{"middle", "int n = __VERIFIER_nondet_int(); int *a = malloc(sizeof(int) * n); int *b = a + 2; for (int i = 0; i < n - 2; i++) b[i] = 1; b[-1] = 3;",
			[]string{"main::a=$heap1@0", "main::b=$heap1@8"}, []string{"$heap1[main::i + 2] = 1", "$heap1[(-1) + 2] = 3"}},
		{"one cell", "long long *s = malloc(sizeof(long long)); *s = 0; for (int i = 0; i < 4; i++) *s = *s + i;",
			[]string{"main::s=$heap1@0"}, []string{"$heap1[0] = (long long)0", "$heap1[0] = $heap1[0] + ((long long)main::i)"}},
		{"global array", "int *p = g; int *q = &g[3]; for (int i = 0; i < 3; i++) p[i] = q[i];",
			[]string{"main::p=g@0", "main::q=g@12"}, []string{"g[main::i] = g[main::i + 3]"}},
		{"moving", "int *p = g; for (int i = 0; i < 8; i++) { *p = 0; p++; }", nil, nil},
		{"two arrays", "int h[8]; int *p = g; if (__VERIFIER_nondet_int()) p = h; p[1] = 0;", nil, nil},
		{"other type", "unsigned *p = (unsigned *)g; p[1] = 0;", nil, nil},
		{"addressed", "int *p = g; int **pp = &p; (*pp)[1] = 0;", nil, nil},
		{"nondet index", "int *p = &g[__VERIFIER_nondet_int() & 7]; *p = 0;", nil, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parseSource(t, tc.name+".c", pre+"int main(void) {\n"+tc.body+"\nreturn 0;\n}\n")
			var got []string
			ptrs := cellPointers(p)
			for v, a := range ptrs {
				got = append(got, fmt.Sprintf("%s=%s@%d", v.Name, a.obj.Name, a.off))
			}
			slices.Sort(got)
			if !slices.Equal(got, tc.want) {
				t.Errorf("pointers %v, want %v", got, tc.want)
			}
			sys, err := NewSystem(p)
			if err != nil {
				t.Fatal(err)
			}
			view, addrs, walk := pointerView(sys)
			if len(tc.want) == 0 {
				// A pointer that moves may still be a walking one
				// (walking.go, TestWalkingPointers).
				if walk == nil && (view != sys || len(addrs) != 0) {
					t.Errorf("a view without resolved pointers")
				}
				return
			}
			if len(addrs) != len(tc.want) {
				t.Errorf("address candidates %v, want one per pointer", addrs)
			}
			text := view.P.String()
			for _, s := range tc.view {
				if !strings.Contains(text, s) {
					t.Errorf("view lacks %q:\n%s", s, text)
				}
			}
			// The program itself is untouched.
			if strings.Contains(sys.P.String(), tc.view[0]) {
				t.Errorf("the program itself was rewritten")
			}
			for _, ed := range view.P.Edges() {
				if a, ok := ed.Stmt.(*program.Assign); ok {
					if d, ok := a.LHS.(*program.Deref); ok {
						if _, ok := cellIndex(d.X, ptrs); ok {
							t.Errorf("dereference left in the view: %s", program.ExprString(a.LHS))
						}
					}
				}
			}
		})
	}
}
