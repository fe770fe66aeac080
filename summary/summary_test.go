package summary

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/program"
)

// find runs Find on a file of testdata with the options of unreach-call.
func find(t *testing.T, file string) *Result {
	t.Helper()
	path := filepath.Join("testdata", file)
	u, err := cfront.ParseUnit(path, program.ILP32)
	if err != nil {
		t.Fatal(err)
	}
	base := cfront.Options{CutUndefined: true}
	p, err := u.Lower(base)
	if err != nil {
		t.Fatal(err)
	}
	res, err := Find(context.Background(), u, Options{Base: base, Program: p})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func TestFindShow(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.c")
	for _, f := range files {
		res := find(t, filepath.Base(f))
		t.Logf("%s: %v rounds %d solves %d cands %d reason %q\n  %s", f, res.Functions, res.Rounds, res.SolveCalls, res.Candidates, res.Reason, Describe(res.Contracts))
	}
}

func TestFindOne(t *testing.T) {
	res := find(t, "mccarthy_safe.c")
	t.Logf("%v rounds %d solves %d cands %d reason %q", res.Functions, res.Rounds, res.SolveCalls, res.Candidates, res.Reason)
}
