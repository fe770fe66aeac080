package boolprog_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var goldenPrograms = []struct {
	name string
	prog func() *boolprog.Program
}{
	{"parity", parityProgram},
	{"edge", edgeProgram},
	{"single", singleProgram},
	{"shapes", shapesProgram},
}

func TestGolden(t *testing.T) {
	writers := []struct {
		ext   string
		write func(*bytes.Buffer, *boolprog.Program) error
	}{
		{"bp", func(b *bytes.Buffer, p *boolprog.Program) error { return boolprog.WriteBP(b, p) }},
		{"smv", func(b *bytes.Buffer, p *boolprog.Program) error { return boolprog.WriteSMV(b, p) }},
		{"txt", func(b *bytes.Buffer, p *boolprog.Program) error { return boolprog.Fprint(b, p) }},
	}
	for _, gp := range goldenPrograms {
		for _, w := range writers {
			t.Run(gp.name+"."+w.ext, func(t *testing.T) {
				p := gp.prog()
				if err := p.Sanity(); err != nil {
					t.Fatal(err)
				}
				var buf bytes.Buffer
				if err := w.write(&buf, p); err != nil {
					t.Fatal(err)
				}
				path := filepath.Join("testdata", gp.name+"."+w.ext+".golden")
				if *update {
					if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
						t.Fatal(err)
					}
					return
				}
				want, err := os.ReadFile(path)
				if err != nil {
					t.Fatalf("%v (run go test -update to create it)", err)
				}
				if !bytes.Equal(buf.Bytes(), want) {
					t.Errorf("%s differs from the golden file; got:\n%s", path, buf.String())
				}
			})
		}
	}
}
