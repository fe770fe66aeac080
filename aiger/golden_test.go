package aiger

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/cfront"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the written circuit (go test -update rewrites it)", path)
	}
}

// TestGolden pins the binary AIGER of a small program and of a small
// Boolean program, so that changes of the circuits are deliberate.
func TestGolden(t *testing.T) {
	p := parse(t, "testdata/count.c", nil, cfront.Checks{})
	var buf bytes.Buffer
	if err := WriteProgram(&buf, p); err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/count.aig", buf.Bytes())

	bp := &boolprog.Program{
		Preds: []boolprog.Predicate{{Name: "b0", Text: "x > 0"}},
		Locs:  []boolprog.Loc{{ID: 0}, {ID: 1}, {ID: 2, Error: "main.assertion.1"}},
		Init:  0, InitStates: boolprog.True(),
		Trans: []boolprog.Transition{
			{From: 0, To: 1, Changed: []int{0}, Rel: boolprog.CubeSet{{{Pred: 0, Next: true}}}},
			{From: 1, To: 2, Rel: boolprog.CubeSet{{{Pred: 0, Neg: true}}}},
		},
	}
	buf.Reset()
	if err := WriteBoolProgram(&buf, bp); err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/boolprog.aig", buf.Bytes())
}

// TestUnsupported: what the encoder cannot write is an error, not a circuit.
func TestUnsupported(t *testing.T) {
	// An array whose cells would be more state bits than the bound (a
	// conversion of an integer to a pointer was the example before
	// pointers got integer images).
	src := []byte("int a[1 << 22]; int main(void) { a[5] = 1; return a[3]; }\n")
	p := parse(t, "ptr.c", src, cfront.Checks{})
	_, err := FromProgram(p)
	var e *Error
	if !errors.As(err, &e) {
		t.Fatalf("FromProgram = %v, want an *Error", err)
	}
	t.Log(err)
}
