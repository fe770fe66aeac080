package cfront

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

var update = flag.Bool("update", false, "rewrite the golden files of the cfront tests")

// goldenModels reads the data models a test program is lowered with from
// its first line: "// models: ILP32 LP64" (default ILP32).
func goldenModels(src []byte) []program.DataModel {
	first, _, _ := bytes.Cut(src, []byte("\n"))
	s := string(first)
	const tag = "models:"
	i := strings.Index(s, tag)
	if i < 0 {
		return []program.DataModel{program.ILP32}
	}
	var out []program.DataModel
	for _, f := range strings.Fields(s[i+len(tag):]) {
		switch f {
		case "ILP32":
			out = append(out, program.ILP32)
		case "LP64":
			out = append(out, program.LP64)
		}
	}
	return out
}

// printed is the golden text of a program: its printed form and its notes.
func printed(p *program.Program) string {
	var b strings.Builder
	program.Fprint(&b, p)
	for _, n := range p.Notes {
		b.WriteString("\nnote " + n + "\n")
	}
	return b.String()
}

// TestGolden lowers every testdata/*.c and *.i program and compares the
// printed program with testdata/NAME.golden (NAME.lp64.golden for the LP64
// data model). Run with -update to rewrite them.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.c")
	more, _ := filepath.Glob("testdata/*.i")
	files = append(files, more...)
	if len(files) == 0 {
		t.Fatal("no test programs")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range goldenModels(src) {
			name := strings.TrimSuffix(f, filepath.Ext(f))
			golden := name + ".golden"
			if m.Name == "LP64" {
				golden = name + ".lp64.golden"
			}
			t.Run(filepath.Base(golden), func(t *testing.T) {
				p, err := Parse(f, Options{Model: m})
				if err != nil {
					t.Fatalf("Parse: %v", err)
				}
				if err := program.Sanity(p); err != nil {
					t.Fatalf("Sanity: %v", err)
				}
				got := printed(p)
				if *update {
					if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(golden)
				if err != nil {
					t.Fatalf("%v (run go test -update to create it)", err)
				}
				if got != string(want) {
					t.Errorf("%s differs from the lowering; got:\n%s", golden, got)
				}
			})
		}
	}
}
