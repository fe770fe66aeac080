package kinduction

import (
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/symex"
)

// TestExplore prints the invariants of $KIND_FILE (a development aid).
func TestExplore(t *testing.T) {
	path := os.Getenv("KIND_FILE")
	if path == "" {
		t.Skip("KIND_FILE not set")
	}
	p, err := cfront.Parse(path, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	if err := symex.MakeReducible(p); err != nil {
		t.Fatal(err)
	}
	sys, err := NewSystem(p)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	invs, st, err := Synthesize(ctx, sys, SynthOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	WriteInvariants(&b, invs)
	t.Logf("%+v\n%s", st, b.String())
	stp := NewStepper(sys)
	stp.SetInvariants(invs)
	for k := 0; k <= 3; k++ {
		ok, err := stp.Check(ctx, k)
		t.Logf("step %d: %v %v", k, ok, err)
		if ok {
			break
		}
	}
}

// TestWriteRandom writes random program $KIND_SEED to /tmp (a development aid).
func TestWriteRandom(t *testing.T) {
	s := os.Getenv("KIND_SEED")
	if s == "" {
		t.Skip()
	}
	var seed uint64
	fmt.Sscan(s, &seed)
	var g loopGen
	os.WriteFile("/tmp/random.c", []byte(g.program(seed)), 0o644)
}
