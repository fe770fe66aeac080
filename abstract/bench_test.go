package abstract

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/go-air/gini"
	"github.com/satabs-go/satabs-go/bitvec"

	"github.com/satabs-go/satabs-go/program"
)

// BenchmarkAllSAT abstracts one 32-bit block
//
//	x = x + y; y = y ^ (x >> 3); z = x & 255
//
// with ten predicates over x, y and z (each an input and an output), and
// reports the enumeration speed in satisfying assignments per second, and
// its ratio to gini's raw rate on the same formulas: how many fresh solves
// of a block's enumeration formula gini makes per second. A ratio of 1
// means a cube costs what one solve of the formula alone costs. A cube is
// one satisfying assignment of the predicates (a minterm of the result),
// whether a solve or the simulation found it; solves/op counts the solves.
func BenchmarkAllSAT(b *testing.B) {
	benchmarkAllSAT(b, context.Background())
}

// BenchmarkAllSATNoSimulation is BenchmarkAllSAT with every cube found
// by a solve: depth first from the start, without simulation.
func BenchmarkAllSATNoSimulation(b *testing.B) {
	defer enumerationMode{"depth-first-no-simulation", 0, false, false}.set()()
	benchmarkAllSAT(b, context.Background())
}

// BenchmarkAllSATBlocking is BenchmarkAllSAT with blocking clauses alone
// and no simulation, the enumeration this package had first.
func BenchmarkAllSATBlocking(b *testing.B) {
	defer enumerationMode{"blocking-only", 1 << 30, false, false}.set()()
	benchmarkAllSAT(b, context.Background())
}

// BenchmarkAllSATCancellable is BenchmarkAllSAT under a context that can
// end, as every run of the tool has (--timeout, the portfolio): each SAT
// call then goes through the interruptible path of bitvec.SolveAssuming.
func BenchmarkAllSATCancellable(b *testing.B) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	benchmarkAllSAT(b, ctx)
}

// unsafeFileName is what bitvec.DumpCNF replaces in a formula's name to
// make its file name.
var unsafeFileName = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

// benchmarkBlock is BenchmarkAllSAT's program and predicates.
func benchmarkBlock() (*Structure, []*Predicate) {
	u32 := program.IntType("unsigned int", 32, false)
	x := &program.Var{Name: "x", Type: u32, Global: true}
	y := &program.Var{Name: "y", Type: u32, Global: true}
	z := &program.Var{Name: "z", Type: u32, Global: true}
	c := func(v uint64) program.Expr { return program.NewConst(u32, v) }
	p := straightLine([]*program.Var{x, y, z}, [][2]program.Expr{
		{ref(x), bin(program.Add, ref(x), ref(y))},
		{ref(y), bin(program.Xor, ref(y), bin(program.Shr, ref(x), c(3)))},
		{ref(z), bin(program.And, ref(x), c(255))},
	})
	bit := func(v *program.Var, k uint) program.Expr {
		return &program.Cast{X: bin(program.And, ref(v), c(1<<k)), T: program.Bool}
	}
	exprs := []program.Expr{
		bin(program.Lt, ref(x), c(100)),
		bin(program.Lt, ref(y), c(1000)),
		bin(program.Eq, ref(z), c(0)),
		bin(program.Lt, ref(x), ref(y)),
		bit(x, 0), bit(y, 0), bit(x, 5), bit(y, 7),
		bin(program.Gt, ref(z), c(128)),
		bin(program.Eq, bin(program.And, ref(x), c(7)), bin(program.And, ref(y), c(7))),
	}
	var preds []*Predicate
	for _, e := range exprs {
		preds = append(preds, NewPredicate(p, e))
	}
	return NewStructure(p), preds
}

func benchmarkAllSAT(b *testing.B, ctx context.Context) {
	s, preds := benchmarkBlock()
	cubes, solves := 0, 0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		a := NewAbstractor(s, Options{}) // no cache between runs
		if _, err := a.Abstract(ctx, preds); err != nil {
			b.Fatal(err)
		}
		cubes += a.Stats.Cubes
		solves += a.Stats.SATCalls
	}
	b.StopTimer()
	cubeRate := float64(cubes) / b.Elapsed().Seconds()
	b.ReportMetric(cubeRate, "cubes/s")
	b.ReportMetric(float64(cubes)/float64(b.N), "cubes/op")
	b.ReportMetric(float64(solves)/float64(b.N), "solves/op")
	// gini's raw rate on the same formulas: each enumeration formula, as
	// --dump-cnf writes it, solved by a fresh solver (loading excluded),
	// repeated until the time is measurable, and weighted by the SAT calls
	// the enumeration made on that formula.
	dump := &bitvec.CNFDump{Dir: b.TempDir()}
	a := NewAbstractor(s, Options{})
	if _, err := a.Abstract(bitvec.WithCNFDump(ctx, dump), preds); err != nil {
		b.Fatal(err)
	}
	if len(a.Stats.Slowest) >= slowestSegments {
		b.Fatalf("more segments than Stats.Slowest keeps: the weights would be incomplete")
	}
	calls := map[string]int{}
	for _, seg := range a.Stats.Slowest {
		name, _, _ := strings.Cut(seg.Block, " at ")
		calls[strings.Trim(unsafeFileName.ReplaceAllString("segment-"+name, "_"), "_")] += seg.SATCalls
	}
	files, _ := filepath.Glob(filepath.Join(dump.Dir, "*.cnf"))
	// A factored block dumps one file per part, under the block's name:
	// its calls are shared among them.
	parts := map[string]int{}
	for _, f := range files {
		parts[formulaName(f)]++
	}
	var raw time.Duration // what the enumeration's calls cost as fresh solves
	total := 0
	for _, f := range files {
		name := formulaName(f)
		n := calls[name] / parts[name]
		if n == 0 {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		var spent time.Duration
		solves := 0
		for spent < 20*time.Millisecond {
			g, err := gini.NewDimacs(bytes.NewReader(data))
			if err != nil {
				b.Fatal(err)
			}
			start := time.Now()
			g.Solve()
			spent += time.Since(start)
			solves++
		}
		raw += spent * time.Duration(n) / time.Duration(solves)
		total += n
	}
	if total > 0 && raw > 0 {
		rawRate := float64(total) / raw.Seconds()
		b.ReportMetric(rawRate, "raw-solves/s")
		b.ReportMetric(float64(total)/float64(a.Stats.SATCalls), "share-of-calls-timed")
		b.ReportMetric(cubeRate/rawRate, "cube/raw-ratio")
	}
}

// formulaName is the formula's name in a --dump-cnf file name.
func formulaName(file string) string {
	name := strings.TrimSuffix(filepath.Base(file), ".cnf")
	return name[strings.IndexByte(name, '-')+1:]
}
