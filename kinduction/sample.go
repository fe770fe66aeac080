package kinduction

import (
	"math/rand/v2"

	"github.com/satabs-go/satabs-go/interp"
	"github.com/satabs-go/satabs-go/program"
)

// A sample is the values of some integer variables in a reachable state.
type sample map[*program.Var]uint64

// concreteSamples runs p in the interpreter on small random inputs (and
// the program's constants) and returns, per cut point, the values of
// want[c] each time a run reaches cut point c, at most perCut of them.
// The states are reachable, so they can only make a candidate invariant
// weaker, never wrong; they save the SAT calls that would find them one by
// one.
func concreteSamples(sys *System, want [][]*program.Var, consts []int64, runs, maxSteps, perCut int) [][]sample {
	out := make([][]sample, len(sys.Cuts))
	wanted := map[*program.Var]bool{}
	for _, vs := range want {
		for _, v := range vs {
			wanted[v] = true
		}
	}
	if len(wanted) == 0 {
		return out
	}
	for run := 0; run < runs; run++ {
		rng := rand.New(rand.NewPCG(uint64(run), 0x6b696e64))
		fallback := interp.NewRandomInputs(int64(run))
		in := interp.InputFunc(func(e *program.Edge, t *program.Type) (interp.Value, error) {
			if t.Kind != program.KindInt {
				return fallback.Havoc(e, t)
			}
			var x int64
			switch r := rng.IntN(10); {
			case r < 6:
				x = int64(rng.IntN(40)) - 4
				if !t.Signed && x < 0 {
					x = -x
				}
			case r < 9 && len(consts) > 0:
				x = consts[rng.IntN(len(consts))]
			default:
				x = int64(rng.Uint64())
			}
			return interp.IntValue(t, uint64(x)), nil
		})
		res, err := interp.Run(sys.P, in, interp.Options{MaxSteps: maxSteps})
		if res == nil || (err != nil && len(res.Trace) == 0) {
			continue
		}
		vals := map[*program.Var]uint64{}
		// Per run and cut point: the first visits, and the last ones in a
		// ring, so that the samples show where loops start and end.
		quota := max(1, perCut/runs)
		first := make([]int, len(sys.Cuts))
		last := make([][]sample, len(sys.Cuts))
		for _, st := range res.Trace {
			if v := st.Var; v != nil && wanted[v] {
				if st.Type != nil && program.Identical(st.Type, v.Type) {
					vals[v] = st.Value.Bits & v.Type.Mask()
				} else {
					delete(vals, v)
				}
			}
			c := sys.CutIndex(st.Edge.To)
			if c <= 0 {
				continue
			}
			s := sample{}
			for _, v := range want[c] {
				if x, ok := vals[v]; ok {
					s[v] = x
				}
			}
			if first[c] < quota/2+1 {
				first[c]++
				out[c] = append(out[c], s)
				continue
			}
			if len(last[c]) >= quota/2 {
				last[c] = last[c][1:]
			}
			last[c] = append(last[c], s)
		}
		for c := range last {
			out[c] = append(out[c], last[c]...)
		}
	}
	return out
}

// complete reports whether s has a value for every variable of vs.
func (s sample) complete(vs []*program.Var) bool {
	for _, v := range vs {
		if _, ok := s[v]; !ok {
			return false
		}
	}
	return true
}

// into sets s's values in st and returns it. Variables s has no value
// for keep what st held; eval never reads them.
func (s sample) into(st *interp.State) *interp.State {
	for v, x := range s {
		st.Set(v, interp.IntValue(v.Type, x))
	}
	return st
}

// sampleRuns is the number of concrete runs for p: 24, fewer when its
// variables have many scalar cells (every run allocates, fills and
// copies them all: 10^6 of them cost a quarter of a second a run), at least 1.
func sampleRuns(p *program.Program) int {
	var n int64
	for _, v := range append(append([]*program.Var(nil), p.Globals...), p.Locals...) {
		n += v.Type.Scalars()
	}
	const budget = 1 << 17
	if n <= budget {
		return 24
	}
	return int(max(1, 24*budget/n))
}

// eval evaluates an integer or Bool expression in st, a sample's state;
// ok is false when the expression reads a variable the sample has no
// value for, or is undefined.
func (s sample) eval(st *interp.State, x program.Expr) (uint64, bool) {
	for _, v := range program.Vars(x) {
		if _, ok := s[v]; !ok {
			return 0, false
		}
	}
	val, err := st.Eval(x)
	if err != nil {
		return 0, false
	}
	return val.Bits, true
}
