package boolprog_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/satabs-go/satabs-go/bitvec"
	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/cfront"
	"github.com/satabs-go/satabs-go/modelcheck"
	"github.com/satabs-go/satabs-go/program"
	"github.com/satabs-go/satabs-go/property"
	"github.com/satabs-go/satabs-go/refine"
)

// recorder keeps the Boolean programs that the CEGAR loop model checks.
type recorder struct {
	inner modelcheck.Checker
	seen  []*boolprog.Program
}

func (r *recorder) Check(bp *boolprog.Program) (*modelcheck.Result, error) {
	r.seen = append(r.seen, bp)
	return r.inner.Check(bp)
}

// TestWritersOnExamples writes the Boolean programs of the examples (the
// last one the CEGAR loop checks, within a few seconds, and the first) and
// compares both files with the program: on random state pairs and as BDDs.
// Files must stay small: the point of the writers' factored forms.
func TestWritersOnExamples(t *testing.T) {
	if testing.Short() {
		t.Skip("runs predicate abstraction on every example")
	}
	var files []string
	for _, pat := range []string{"../examples/*.c", "../examples/checks/*.c", "../examples/crypto/*.c"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	manifest := readManifest(t, "../examples/crypto/MANIFEST.tsv")
	for _, f := range files {
		name := strings.TrimSuffix(strings.TrimPrefix(f, "../examples/"), ".c")
		t.Run(name, func(t *testing.T) {
			p := parseExample(t, f, manifest)
			rec := &recorder{inner: modelcheck.NewBDD(modelcheck.Options{})}
			// The loop stops after 10 iterations or 3M propagations of
			// the SAT solver, at the same point on every machine; the
			// timeout is a guard for the work between solves.
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
			defer cancel()
			ctx, cancelWork := bitvec.WithWorkBudget(ctx, 3_000_000)
			defer cancelWork()
			if _, err := refine.Verify(ctx, p, refine.Options{MaxIterations: 10, Checker: rec}); err != nil {
				t.Fatal(err)
			}
			if len(rec.seen) == 0 {
				t.Skip("no Boolean program checked")
			}
			bps := []*boolprog.Program{rec.seen[len(rec.seen)-1]}
			if len(rec.seen) > 1 {
				bps = append(bps, rec.seen[0])
			}
			for _, bp := range bps {
				if st := boolprog.PlanOf(bp); st.Fallbacks > 0 {
					t.Errorf("%d transitions not decomposed: %+v", st.Fallbacks, st)
				}
				var smv, bpText bytes.Buffer
				if err := boolprog.WriteSMV(&smv, bp); err != nil {
					t.Fatal(err)
				}
				if err := boolprog.WriteBP(&bpText, bp); err != nil {
					t.Fatal(err)
				}
				t.Logf("%d predicates, %d transitions: SMV %d bytes, bp %d bytes", len(bp.Preds), len(bp.Trans), smv.Len(), bpText.Len())
				const limit = 50 << 10
				if smv.Len() > limit || bpText.Len() > limit {
					t.Errorf("SMV %d bytes, bp %d bytes: more than %d", smv.Len(), bpText.Len(), limit)
				}
				checkSMV(t, bp)
				checkBP(t, bp)
			}
		})
	}
}

// checkFlags are the checks that the tests of examples/checks switch on,
// by file name prefix (cmd/satabs-go's TestCheckCounterexampleGolden).
var checkFlags = map[string]cfront.Checks{
	"overflow":          {SignedOverflow: true},
	"unsigned_overflow": {UnsignedOverflow: true},
	"conversion":        {Conversion: true},
	"shift":             {Shift: true},
	"div_by_zero":       {DivByZero: true},
	"bounds":            {Bounds: true},
	"pointer":           {Pointer: true},
}

// readManifest returns the property of each file of a task manifest.
func readManifest(t *testing.T, path string) map[string]string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	props := map[string]string{}
	for _, line := range strings.Split(string(data), "\n")[1:] {
		if fields := strings.Split(line, "\t"); len(fields) >= 2 {
			props[fields[0]] = fields[1]
		}
	}
	return props
}

// parseExample reads an example with the checks its tests use: the kind
// named by the file name in examples/checks, the manifest's property in
// examples/crypto (as the command line does with --property).
func parseExample(t *testing.T, path string, manifest map[string]string) *program.Program {
	t.Helper()
	var checks cfront.Checks
	prop := property.Property{}
	var err error
	base := filepath.Base(path)
	switch {
	case strings.Contains(path, "/checks/"):
		kind := strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(base, ".c"), "_bug"), "_safe")
		checks = checkFlags[kind]
		if prop, err = property.Read(""); err != nil {
			t.Fatal(err)
		}
	case strings.Contains(path, "/crypto/"):
		if prop, err = property.Read(filepath.Join(filepath.Dir(path), "properties", manifest[base]+".prp")); err != nil {
			t.Fatal(err)
		}
	default:
		if prop, err = property.Read(""); err != nil {
			t.Fatal(err)
		}
	}
	checks = prop.Checks(checks)
	p, err := cfront.Parse(path, cfront.Options{Checks: checks})
	if err != nil {
		t.Fatal(err)
	}
	program.Renumber(p)
	keep, err := property.SelectChecks(p, prop, checks, nil)
	if err != nil {
		t.Fatal(err)
	}
	program.KeepChecks(p, keep)
	return p
}
