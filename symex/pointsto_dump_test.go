package symex

import (
	"fmt"
	"os"
	"testing"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

func TestPointsToDump(t *testing.T) {
	f := os.Getenv("PTS_DUMP")
	if f == "" {
		t.Skip()
	}
	p, err := cfront.Parse(f, cfront.Options{})
	if err != nil {
		t.Fatal(err)
	}
	a := analysePointsTo(p)
	tot, nar := 0, 0
	for _, ed := range p.Edges() {
		forEachDeref(ed.Stmt, func(d *program.Deref) {
			all := 0
			n := 0
			s := a.mayDesignate(d.X)
			for _, v := range p.Objects {
				k := len(program.Subobjects(v.Type, d.Type()))
				all += k
				if s == nil || s.has(v.Object) {
					n += k
				}
			}
			tot += all
			nar += n
			fmt.Printf("%s: *(%s) %d -> %d %s\n", ed.Pos, program.ExprString(d.X), all, n, a.setString(s))
		})
	}
	fmt.Println("total", tot, nar)
}

// TestPointsToGates (with PTS_GATES=file.c) prints the gates of every
// edge of the program executed alone from an unconstrained state, as a
// block of predicate abstraction or a step of k-induction starts, with
// and without the narrowing.
func TestPointsToGates(t *testing.T) {
	f := os.Getenv("PTS_GATES")
	if f == "" {
		t.Skip()
	}
	p, err := cfront.Parse(f, cfront.Options{Checks: cfront.Checks{Pointer: os.Getenv("PTS_PTRCHECK") != ""}})
	if err != nil {
		t.Fatal(err)
	}
	gates := func(narrow bool) int {
		old := UsePointsTo
		UsePointsTo = narrow
		defer func() { UsePointsTo = old }()
		b := bitvec.New()
		e := NewEncoder(p, b)
		for _, ed := range p.Edges() {
			s := NewState(b.T())
			if err := e.Exec(s, ed); err != nil {
				t.Fatal(err)
			}
		}
		return b.C().Len()
	}
	full, narrow := gates(false), gates(true)
	fmt.Printf("gates %d %d %.2f %s\n", full, narrow, float64(narrow)/float64(full), f)
}

// TestPointsToDiffFile (with PTS_DIFF=file.c) runs the differential
// comparison of TestPointsToNarrowingDifferential on one program.
func TestPointsToDiffFile(t *testing.T) {
	f := os.Getenv("PTS_DIFF")
	if f == "" {
		t.Skip()
	}
	p, err := cfront.Parse(f, cfront.Options{Checks: cfront.Checks{Pointer: true, Bounds: true}})
	if err != nil {
		t.Skip(err)
	}
	q, err := MakeReducible(p)
	if err != nil {
		t.Skip(err)
	}
	compareNarrowing(t, f, q, 1, "")
}
