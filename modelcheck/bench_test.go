package modelcheck_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/satabs-go/satabs-go/boolprog"
	"github.com/satabs-go/satabs-go/internal/randbp"
	"github.com/satabs-go/satabs-go/modelcheck"
)

// randomProgram is a randbp.Program of 20 predicates and 200
// locations without error locations, so the search runs to its fixpoint.
// Its relations are loose: the reachable sets fill up in a few dozen layers.
func randomProgram() *boolprog.Program {
	r := rand.New(rand.NewPCG(11, 12))
	return randbp.Program(r, randbp.Config{
		Preds: 20, Locs: 200, Trans: 320,
		MaxChanged: 3, MaxCubes: 4, MaxLits: 4, EmptyRel: 0.02,
	})
}

// structuredProgram looks more like an abstraction of C code: 20
// predicates, 200 locations in sequence, the counter predicates 16..19 false initially,
// assignments that make a predicate a function of others, branches and
// loops on single predicates, havocs, and loops that count a four-bit
// counter (predicates 16..19) from 0 to 15. The search needs hundreds of
// layers.
func structuredProgram() *boolprog.Program {
	r := rand.New(rand.NewPCG(13, 14))
	const preds, locs = 20, 200
	p := &boolprog.Program{}
	var allFalse boolprog.Cube
	for i := range preds {
		p.Preds = append(p.Preds, boolprog.Predicate{Name: fmt.Sprintf("b%d", i), Text: fmt.Sprintf("x%d > 0", i)})
		if i >= 16 {
			allFalse = append(allFalse, notCur(i))
		}
	}
	for i := range locs {
		p.Locs = append(p.Locs, boolprog.Loc{ID: i, Label: fmt.Sprintf("structured.c:%d main", i+1)})
	}
	p.InitStates = boolprog.CubeSet{allFalse}
	add := func(from, to int, changed []int, rel boolprog.CubeSet) {
		p.Trans = append(p.Trans, boolprog.Transition{From: from, To: to, Changed: changed, Rel: rel})
	}
	counter := []int{16, 17, 18, 19}
	for i := 0; i < locs-1; i++ {
		j, k, l := r.IntN(16), r.IntN(preds), r.IntN(preds)
		switch x := r.IntN(20); {
		case x < 8: // b_j := b_k & !b_l, b_j := b_k, or b_j := !b_k
			var rel boolprog.CubeSet
			switch r.IntN(3) {
			case 0:
				rel = boolprog.CubeSet{{cur(k), notCur(l), next(j)}, {notCur(k), notNext(j)}, {cur(l), notNext(j)}}
			case 1:
				rel = boolprog.CubeSet{{cur(k), next(j)}, {notCur(k), notNext(j)}}
			default:
				rel = boolprog.CubeSet{{cur(k), notNext(j)}, {notCur(k), next(j)}}
			}
			add(i, i+1, []int{j}, rel)
		case x < 11: // havoc
			add(i, i+1, []int{j}, boolprog.True())
		case x < 13: // if (b_k) skip ahead
			add(i, i+1, nil, boolprog.CubeSet{{notCur(k)}})
			add(i, min(i+2+r.IntN(8), locs-1), nil, boolprog.CubeSet{{cur(k)}})
		case x < 16: // while (!b_k) back to a recent location
			add(i, i+1, nil, boolprog.CubeSet{{cur(k)}})
			add(i, max(i-1-r.IntN(10), 0), nil, boolprog.CubeSet{{notCur(k)}})
		default: // counter = 0; do counter++ while (counter != 15);
			if i+3 >= locs {
				add(i, i+1, nil, boolprog.True())
				continue
			}
			var zero boolprog.Cube
			for _, b := range counter {
				zero = append(zero, notNext(b))
			}
			add(i, i+1, counter, boolprog.CubeSet{zero})
			for k := range counter {
				var c boolprog.Cube
				for b := range k {
					c = append(c, cur(counter[b]), notNext(counter[b]))
				}
				c = append(c, notCur(counter[k]), next(counter[k]))
				add(i+1, i+2, counter[:k+1], boolprog.CubeSet{c})
			}
			full := boolprog.Cube{}
			for _, b := range counter {
				full = append(full, cur(b))
			}
			add(i+2, i+3, nil, boolprog.CubeSet{full})
			add(i+2, i+1, nil, boolprog.CubeSet{{notCur(counter[0])}, {notCur(counter[1])}, {notCur(counter[2])}, {notCur(counter[3])}})
			i += 2
		}
	}
	return p
}

func benchmarkReachability(b *testing.B, p *boolprog.Program, c modelcheck.Checker) {
	if err := p.Sanity(); err != nil {
		b.Fatal(err)
	}
	var res *modelcheck.Result
	for b.Loop() {
		var err error
		if res, err = c.Check(p); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(res.Stats.Layers), "layers")
	b.ReportMetric(res.Stats.States, "states")
	b.ReportMetric(float64(res.Stats.Images), "images")
	b.ReportMetric(float64(res.Stats.TableNodes), "table-nodes")
	if res.Stats.PeakNodes > 0 {
		b.ReportMetric(float64(res.Stats.PeakNodes), "peak-nodes")
	}
}

func BenchmarkBDDRandom(b *testing.B) {
	benchmarkReachability(b, randomProgram(), modelcheck.NewBDD(modelcheck.Options{}))
}

func BenchmarkBDDStructured(b *testing.B) {
	benchmarkReachability(b, structuredProgram(), modelcheck.NewBDD(modelcheck.Options{}))
}

func BenchmarkBDDStructuredCountNodes(b *testing.B) {
	benchmarkReachability(b, structuredProgram(), modelcheck.NewBDD(modelcheck.Options{CountNodes: true}))
}

func BenchmarkExplicitStructured(b *testing.B) {
	benchmarkReachability(b, structuredProgram(), modelcheck.NewExplicit(modelcheck.Options{}))
}
