package program_test

import (
	"testing"

	"github.com/satabs-go/satabs-go/program"
)

func TestClone(t *testing.T) {
	p := buildLoop()
	program.Renumber(p)
	want := p.String()
	q := program.Clone(p)
	if err := program.Sanity(q); err != nil {
		t.Fatalf("clone fails sanity: %v", err)
	}
	if got := q.String(); got != want {
		t.Fatalf("clone prints\n%s\nwant\n%s", got, want)
	}
	orig := map[*program.Loc]bool{}
	origEdges := map[*program.Edge]bool{}
	for _, l := range p.Locs {
		orig[l] = true
		for _, e := range l.Out {
			origEdges[e] = true
		}
	}
	for i, l := range q.Locs {
		if orig[l] {
			t.Fatalf("clone shares location %s", l)
		}
		if l.LoopHead != p.Locs[i].LoopHead || len(l.In) != len(p.Locs[i].In) {
			t.Errorf("%s: loop head or incoming edges differ", l)
		}
		for j, e := range l.Out {
			if origEdges[e] || e.Stmt == p.Locs[i].Out[j].Stmt {
				t.Fatalf("clone shares an edge or statement of %s", l)
			}
		}
	}
	if !orig[p.Entry] || orig[q.Entry] || q.Entry.ID != p.Entry.ID {
		t.Errorf("entry not mapped: %s in the clone", q.Entry)
	}
	// Checks are shared, so a check kept in the clone is one of p's.
	if q.Checks[0] != p.Checks[0] {
		t.Errorf("check descriptions are not shared")
	}

	// Rewrite the clone as passes do: drop the check, add a variable,
	// a location and an edge, retarget and unlink edges.
	program.KeepChecks(q, map[*program.CheckInfo]bool{})
	q.Globals = append(q.Globals, &program.Var{Name: "extra", Type: program.Bool, Global: true})
	extra := q.NewLoc(program.Pos{File: "loop.c", Line: 2}, "main")
	q.AddEdge(extra, q.Entry, &program.Skip{}, program.Pos{})
	q.Locs[1].Out[0].Retarget(extra)
	q.Locs[2].Out[0].Unlink()
	q.Locs[1].LoopHead = false
	q.Locs[1].Label = "changed"
	program.Renumber(q)
	if got := p.String(); got != want {
		t.Errorf("changing the clone changed the original:\n%s\nwant\n%s", got, want)
	}
	if err := program.Sanity(p); err != nil {
		t.Errorf("original fails sanity after the clone changed: %v", err)
	}
	if !p.Locs[1].LoopHead {
		t.Errorf("original lost its loop head")
	}
}

func TestEdgeRetargetAndUnlink(t *testing.T) {
	p := &program.Program{Model: program.ILP32}
	a, b, c := p.NewLoc(program.Pos{}, "main"), p.NewLoc(program.Pos{}, "main"), p.NewLoc(program.Pos{}, "main")
	p.Entry = a
	e := p.AddEdge(a, b, &program.Skip{}, program.Pos{})
	f := p.AddEdge(b, c, &program.Skip{}, program.Pos{})
	e.Retarget(c)
	if e.To != c || len(b.In) != 0 || len(c.In) != 2 {
		t.Fatalf("Retarget: to %s, %d edges into %s, %d into %s", e.To, len(b.In), b, len(c.In), c)
	}
	f.Unlink()
	if len(b.Out) != 0 || len(c.In) != 1 || c.In[0] != e {
		t.Fatalf("Unlink left %d edges out of %s and %d into %s", len(b.Out), b, len(c.In), c)
	}
	if err := program.Sanity(p); err != nil {
		t.Fatal(err)
	}
}
