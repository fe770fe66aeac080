package kinduction

import (
	"strings"
	"testing"
)

// TestWalkingPointers checks the view of walking.go: pointers stepping
// through one array become ghost indices, a write through a copy taken
// before the step is at the index minus the step, and pointers the
// view cannot follow leave the view without ghosts.
func TestWalkingPointers(t *testing.T) {
	const pre = "extern int __VERIFIER_nondet_int(void);\nint g[8]; int h[8];\n"
	tests := []struct {
		name, body string
		view       []string // statements the view must contain; nil: no ghosts
	}{
		{"post increment", "int *p = g; while (p < g + 8) *p++ = 5;",
			[]string{"main::p$idx = 0", "main::p$idx = main::p$idx + 1", "g[main::p$idx - 1] = 5", "[main::p$idx < (0 + 8)]"}},
		{"pre decrement", "int *p = &g[8 - 1] + 1; while (p != g) { --p; *p = 1; }",
			[]string{"main::p$idx = 7 + 1", "main::p$idx = main::p$idx - 1", "g[main::p$idx] = 1", "[main::p$idx != 0]"}},
		{"two arrays", "int *p = g, *q = h; int n = 8; while (n-- > 0) *q++ = *p++;",
			[]string{"main::p$idx = 0", "main::q$idx = 0", "h[main::q$idx - 1] = g[main::p$idx - 1]"}},
		{"difference", "int *p = g; while (*p != 0 && p - g < 7) p++; int d = p - g;",
			[]string{"main::d = main::p$idx - 0"}},
		{"either array", "int *p = g; if (__VERIFIER_nondet_int()) p = h; p++; *p = 0;", nil},
		{"escapes", "int *p = g; p++; int **pp = &p; **pp = 1;", nil},
		{"to an integer", "int *p = g; p++; unsigned long x = (unsigned long)p; *p = (int)x;", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parseSource(t, tc.name+".c", pre+"int main(void) {\n"+tc.body+"\nreturn 0;\n}\n")
			sys, err := NewSystem(p)
			if err != nil {
				t.Fatal(err)
			}
			view, _, walk := pointerView(sys)
			if tc.view == nil {
				if walk != nil {
					t.Errorf("ghosts for pointers the view cannot follow:\n%s", view.P.String())
				}
				return
			}
			if walk == nil {
				t.Fatalf("no ghosts")
			}
			text := view.P.String()
			for _, s := range tc.view {
				if !strings.Contains(text, s) {
					t.Errorf("view lacks %q:\n%s", s, text)
				}
			}
			if strings.Contains(sys.P.String(), "$idx") {
				t.Errorf("the program itself was rewritten")
			}
		})
	}
}

// TestWalkingProofs: loops over arrays by walking pointers are proved
// with quantified atoms over the pointers' differences, each invariant
// checked path by path and in the interpreter; the buggy twins (one cell
// short) are not proved.
func TestWalkingProofs(t *testing.T) {
	const pre = "extern int __VERIFIER_nondet_int(void);\nvoid reach_error(void) {}\n"
	tests := []struct {
		name, src string
		want      string
	}{
		{"fill down", pre + `int a[64];
int main() {
  int *p = a + 64; int i;
  while (p > a) { p--; *p = 7; }
  for (i = 0; i < 64; i++) if (a[i] != 7) reach_error();
  return 0;
}`, `\forall k. main::p - (&a[0]) <= k && k < 64 ==> a[k] == 7`},
		{"copy plus one", pre + `int src[8], dst[8];
int main() {
  int n = __VERIFIER_nondet_int(); int i;
  if (n < 0 || n > 8) return 0;
  for (i = 0; i < n; i++) src[i] = __VERIFIER_nondet_int() & 255;
  int *s = src, *d = dst;
  for (i = 0; i < n; i++) *d++ = *s++ + 1;
  for (i = 0; i < n; i++) if (dst[i] != src[i] + 1) reach_error();
  return 0;
}`, `\forall k. 0 <= k && k < main::d - (&dst[0]) ==> dst[k] == (src[k] + 1)`},
		{"to an end pointer", pre + `int main() {
  int a[64]; int i;
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 64) return 0;
  int *p = a, *end = a + n;
  while (p != end) { *p = 3; p++; }
  for (i = 0; i < n; i++) if (a[i] != 3) reach_error();
  return 0;
}`, `(main::p - (&main::a[0])) <= (main::end - (&main::a[0]))`},
	}
	for _, tc := range tests {
		for _, buggy := range []bool{false, true} {
			src := tc.src
			if buggy {
				src = strings.Replace(src, "p > a", "p > a + 1", 1)
				src = strings.Replace(src, "for (i = 0; i < n; i++) *d++", "for (i = 1; i < n; i++) *d++", 1)
				src = strings.Replace(src, "*end = a + n;", "*end = a + n - 1;", 1)
			}
			name := strings.ReplaceAll(tc.name, " ", "_") + map[bool]string{true: "_bug.c", false: ".c"}[buggy]
			t.Run(name, func(t *testing.T) {
				sys, invs, text := synthesizeChecked(t, name, src)
				if !buggy && !strings.Contains(text, tc.want) {
					t.Errorf("no %s in\n%s", tc.want, text)
				}
				if got := checkKInduction(t, name, src, sys, invs); got == buggy {
					t.Errorf("proved %v, want %v; invariants:\n%s", got, !buggy, text)
				}
			})
		}
	}
}
