package cfront

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

var fuzzSeeds = []string{
	"int main() { return 0; }",
	"int x; int main() { int y = x + 1; if (y > 2) x = y; return x; }",
	"int f(int a) { return a * 2; } int main() { int s = 0; for (int i = 0; i < 3; i++) s += f(i); return s; }",
	"struct s { int a; char b[2]; } g = {1, \"x\"}; int main() { struct s *p = &g; p->a++; return p->b[0]; }",
	"extern int __VERIFIER_nondet_int(void); void reach_error(); int main() { int x = __VERIFIER_nondet_int(); switch (x) { case 1: reach_error(); default: break; } return 0; }",
	"#include <assert.h>\nint main() { unsigned char c = 255; c++; assert(c == 0); return c ? 1 : 2; }",
	"int a[3][2] = {{1}, [2] = {3, 4}}; int main() { int *p = a[1]; return *p + (p - a[0]) + sizeof a; }",
	"int main() { int i = 0; L: i++; if (i < 3) goto L; do { i--; } while (i && i != 1); return i; }",
}

// FuzzParse checks that ParseSource never panics: every input gives a
// program that passes Sanity or an *Error, and no error of the lowering is
// an internal one.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add([]byte(s))
	}
	files, _ := filepath.Glob("testdata/*.c")
	for _, name := range files {
		if data, err := os.ReadFile(name); err == nil {
			f.Add(data)
		}
	}
	if _, err := os.Stat(benchDir); err == nil {
		filepath.WalkDir(benchDir, func(p string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() && (strings.HasSuffix(p, ".c") || strings.HasSuffix(p, ".i")) {
				if data, err := os.ReadFile(p); err == nil && len(data) < 40000 {
					f.Add(data)
				}
			}
			return nil
		})
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		model := program.ILP32
		if len(src)%2 == 1 {
			model = program.LP64
		}
		p, err := ParseSource("fuzz.c", src, Options{Model: model})
		if err != nil {
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("error of type %T: %v", err, err)
			}
			if strings.Contains(e.Msg, "internal error in front end") && !strings.Contains(e.Msg, "C parser") {
				t.Fatalf("internal error: %v", err)
			}
			return
		}
		if err := program.Sanity(p); err != nil {
			t.Fatalf("Sanity: %v\n%s", err, p)
		}
	})
}
